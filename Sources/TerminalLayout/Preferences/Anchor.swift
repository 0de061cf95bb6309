/// A geometric value — a rectangle or a point — of a view, captured in the
/// root's coordinates when preferences are read after a layout, and turned
/// into another view's coordinates by `GeometryProxy[anchor]` (PREF1).
///
/// ```swift
/// Text("selected")
///     .anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
/// …
/// GeometryReader { proxy in
///     let rect = proxy[anchor]      // the text's frame, in the reader's coordinates
/// }
/// ```
public struct Anchor<Value> {
    /// The value in the root's coordinates.
    let value: Value
    /// Moves a value by an offset (how `GeometryProxy` makes it local).
    let move: @Sendable (Value, CGFloat, CGFloat) -> Value

    /// Where in a view an anchor is taken: made from the view's frame, in
    /// the root's coordinates, once the view is placed.
    public struct Source {
        let resolve: @Sendable (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Equal when they stand for the same value.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.value == b.value }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor where Value == CGRect {
    /// A rectangle anchor at `rect`, in the root's coordinates.
    init(rect: CGRect) { self.init(value: rect) { $0.offsetBy(dx: $1, dy: $2) } }
}

extension Anchor where Value == CGPoint {
    /// A point anchor at `point`, in the root's coordinates.
    init(point: CGPoint) { self.init(value: point) { CGPoint(x: $0.x + $1, y: $0.y + $2) } }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { frame in Anchor(rect: frame) } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(rect: rect.offsetBy(dx: frame.minX, dy: frame.minY)) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in Anchor(point: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)) }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(point: CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height))
        }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// `anchor`'s value in this reader's coordinates (PREF1).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.move(anchor.value, -globalOrigin.x, -globalOrigin.y)
    }
}
