/// Colours and where along a gradient each is (0…1). A terminal draws a
/// gradient as one colour: its middle stop's (rule STYLE1, `middleColor`).
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A colour and its location along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour is, 0…1.
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// The colour a terminal draws the gradient with (STYLE1): the stop
    /// nearest the middle (0.5), the earlier on a tie — the first of two
    /// colours, the middle of three. `.clear` for no stops.
    var middleColor: Color {
        var best: Stop?
        var bestDistance = CGFloat.infinity
        for stop in stops {
            let location = stop.location.isNaN ? 0 : stop.location
            let distance = Swift.abs(location - 0.5)
            if distance < bestDistance {
                best = stop
                bestDistance = distance
            }
        }
        return best?.color ?? .clear
    }

    /// The middle stop's colour (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color { middleColor }
}

/// A gradient a colour makes (`Color.gradient`) or any gradient: drawn as
/// its middle stop's colour (STYLE1) — for `Color.gradient`, the colour.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// The middle stop's colour (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color { gradient.middleColor }
}

extension Color {
    /// A gradient of this colour (SwiftUI: a subtle one, lighter at the
    /// top); a terminal draws it as the colour.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}
