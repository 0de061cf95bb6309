/// The direction in which the content of a layout flows horizontally.
///
/// Set it with `.environment(\.layoutDirection, .rightToLeft)`. As in
/// SwiftUI, layouts are written once, left to right: under `.rightToLeft`
/// the x position of every view within its parent is flipped (RTL1), so a
/// stack's first view is at the right, `.leading` alignment is the right
/// edge, and a custom `Layout` is mirrored without reading this value
/// (`LayoutSubviews.layoutDirection` reports it for the layouts that want
/// to). Characters are not mirrored: text reads as written, its lines
/// aligned to the leading (right) edge.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

extension CGRect {
    /// This frame, placed in `container`, where it was laid out before the
    /// mirroring of a right-to-left container (RTL1): the same distance from
    /// the container's left edge as it is from its right one. Unchanged when
    /// `rightToLeft` is false (mirroring twice is no change).
    func laidOut(in container: CGRect, rightToLeft: Bool) -> CGRect {
        guard rightToLeft else { return self }
        return CGRect(x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
    }
}
