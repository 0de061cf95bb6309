import TerminalLayout

/// The radius at which `RadialLayout` places a set of items without overlaps.
///
/// `RadialLayout` centres view `i` of `n` at `(r·s·sin θ, −r·cos θ)` from
/// its centre, `θ = 2π·i/n` (the same formula is used here), so whether two
/// items overlap depends only on `r`. ``minimumRadius(sizes:horizontalScale:gap:step:)``
/// tries `r = 0, step, 2·step, …` and returns the first radius at which every
/// two items are at least `gap` apart on one axis.
///
/// Frames that do not overlap in points never overlap in cells either: the
/// renderer rounds each edge to the nearest cell boundary (R1), and rounding
/// keeps `a.maxX ≤ b.minX`.
public enum RadialFit {
    /// The most steps tried; past them the last radius tried is returned.
    public static let maximumSteps = 20_000

    /// The smallest multiple of `step` at which no two of the rectangles of `sizes`, centred on
    /// the circle, come closer than `gap` (points) on both axes; 0 for fewer than two items.
    public static func minimumRadius(sizes: [CGSize], horizontalScale: CGFloat, gap: CGSize, step: CGFloat) -> CGFloat {
        let n = sizes.count
        guard n > 1, step > 0 else { return 0 }
        let units = (0..<n).map { unitOffset(index: $0, count: n) }
        // Neighbours first: a radius that is too small usually fails on them at once.
        var pairs: [(Int, Int)] = []
        for distance in 1...(n / 2) {
            for i in 0..<n {
                let j = (i + distance) % n
                if distance * 2 == n && j < i { continue }   // each opposite pair once
                pairs.append((i, j))
            }
        }
        var radius: CGFloat = 0
        for _ in 0..<maximumSteps {
            let clear = pairs.allSatisfy { i, j in
                let dx = abs(units[i].x - units[j].x) * radius * horizontalScale
                let dy = abs(units[i].y - units[j].y) * radius
                return dx >= (sizes[i].width + sizes[j].width) / 2 + gap.width
                    || dy >= (sizes[i].height + sizes[j].height) / 2 + gap.height
            }
            if clear { return radius }
            radius += step
        }
        return radius
    }

    /// `(sin θ, −cos θ)` for `θ = 2π·index/count`: where `RadialLayout` puts item `index` on a
    /// unit circle; like the layout, values within 10⁻¹² of 0, ±½ or ±1 are snapped to them.
    public static func unitOffset(index: Int, count: Int) -> CGPoint {
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(Swift.max(count, 1))
        func snap(_ v: CGFloat) -> CGFloat {
            for exact: CGFloat in [-1, -0.5, 0, 0.5, 1] where abs(v - exact) < 1e-12 { return exact }
            return v
        }
        return CGPoint(x: snap(sin(angle)), y: snap(-cos(angle)))
    }
}
