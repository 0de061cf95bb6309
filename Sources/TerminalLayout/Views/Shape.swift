/// A two-dimensional shape: a path in a rectangle; as a view it takes
/// what `sizeThatFits(_:)` answers (by default the proposal, 10 points
/// where unspecified, C1) and is filled with the foreground style.
///
/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`,
/// `Ellipse`, `Capsule`) are drawn as boxes with the matching border; any
/// other shape — one of your own, a `Path`, an `AnyShape` of one — is
/// drawn by rasterising its path into cells (PATH1).
public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path

    /// How the shape is drawn by default (`.fill` unless the shape says).
    static var role: ShapeRole { get }

    /// The shape's size for `proposal` (by default the proposal, 10
    /// points where unspecified, C1).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// How the renderer draws this shape as a box, for the built-in shapes
    /// (`nil`, the default: by its path, PATH1). Not SwiftUI API.
    var _placementShape: ShapePlacement.Shape? { get }
}

nonisolated extension Shape {
    /// Filled.
    public static var role: ShapeRole { .fill }

    /// The proposal, 10 points where unspecified (C1).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Drawn by its path.
    public var _placementShape: ShapePlacement.Shape? { nil }

    /// Internal: what a `_ShapeView` of this shape draws.
    @inlinable
    var _shapeSource: ShapeSource {
        if let box = _placementShape { return .builtin(box) }
        return .custom(AnyShape(self))
    }
}

/// Internal: a shape as a `_ShapeView` holds it: a built-in box, or any
/// shape drawn by its path (PATH1).
@usableFromInline
enum ShapeSource: Equatable, Sendable {
    case builtin(ShapePlacement.Shape)
    case custom(AnyShape)

    @usableFromInline
    static func == (a: ShapeSource, b: ShapeSource) -> Bool {
        switch (a, b) {
        case let (.builtin(x), .builtin(y)): x == y
        case let (.custom(x), .custom(y)): x.isSame(as: y)
        default: false
        }
    }
}

/// How a shape is drawn by default.
public enum ShapeRole: Hashable, Sendable {
    /// Filled.
    case fill
    /// Outlined.
    case stroke
    /// A separator.
    case separator
}

nonisolated extension Shape {
    /// The shape filled with a style (by default the foreground style),
    /// resolved to one colour (STYLE1).
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: StyleBox(content), stroke: nil, isEOFilled: style.isEOFilled)
    }

    /// The shape's outline drawn in a style (one cell wide, whatever
    /// `lineWidth` says).
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(content))
    }

    /// The shape's outline drawn in a style with `style` (one cell wide,
    /// solid: a cell's line cannot be thicker, and dashes are drawn whole).
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(content))
    }

    /// The shape's outline drawn in the foreground style.
    @inlinable
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(ForegroundStyle()))
    }

    /// The shape's outline drawn in the foreground style with `style` (one cell wide, solid).
    @inlinable
    public func stroke(style: StrokeStyle) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(ForegroundStyle()))
    }

    /// The shape's outline drawn inside its frame in a style (by default
    /// the foreground style; one cell wide).
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(content))
    }

    /// The shape's outline drawn inside its frame in a style with `style`
    /// (one cell wide, solid).
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(content))
    }

    /// Draws the shape with its default style (filled with the foreground colour).
    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: nil)._resolve(context, into: &elements)
    }
}

/// A shape with its fill and stroke, as `fill(_:)` and `stroke(_:)` make it
/// (equal when all three are: an update keeps a `ForEach` element built of
/// one whose value is last time's, UPD1).
nonisolated public struct _ShapeView: View, PrimitiveView, Equatable {
    @usableFromInline let shape: ShapeSource
    @usableFromInline let fill: StyleBox?
    @usableFromInline let stroke: StyleBox?
    /// Whether a path's fill uses the even-odd rule (PATH1).
    @usableFromInline let isEOFilled: Bool

    @inlinable
    init(shape: ShapeSource, fill: StyleBox?, stroke: StyleBox?, isEOFilled: Bool = false) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.isEOFilled = isEOFilled
    }

    /// A shape view has no body.
    public var body: Never { preconditionFailure("_ShapeView is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let environment = context.environment
        let foreground = environment.foregroundColor
        let radius = environment.cornerRadius
        let fillColor = fill.map { $0.color ?? $0.color(in: environment) }
        let strokeColor = stroke.map { $0.color ?? $0.color(in: environment) }
        let filled = fillColor ?? (strokeColor == nil ? foreground ?? .primary : nil)
        let key = context.path.appending(.type(ObjectIdentifier(_ShapeView.self)))
        switch shape {
        case .builtin(let box):
            let drawn = box == .rectangle && radius > 0 ? .roundedRectangle(cornerRadius: radius) : box
            let behavior = ShapeBehavior(placement: ShapePlacement(shape: drawn, fill: filled, stroke: strokeColor))
            elements.append(context.node(key, behavior: behavior))
        case .custom(let custom):
            elements.append(context.node(key, behavior: PathShapeBehavior(shape: custom, fill: filled, stroke: strokeColor,
                                                                           isEOFilled: isEOFilled)))
        }
    }
}

extension _ShapeView {
    /// The filled shape with its outline drawn in a style too (iOS 17: a
    /// fill and a stroke chained).
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: shape, fill: fill, stroke: StyleBox(content), isEOFilled: isEOFilled)
    }

    /// The filled shape with its outline drawn in a style with `style` (one cell wide, solid).
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: shape, fill: fill, stroke: StyleBox(content), isEOFilled: isEOFilled)
    }

    /// The filled shape with its outline drawn inside its frame in a style too.
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView {
        _ShapeView(shape: shape, fill: fill, stroke: StyleBox(content), isEOFilled: isEOFilled)
    }

    /// The outlined shape filled with a style too.
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(shape: shape, fill: StyleBox(content), stroke: stroke, isEOFilled: style.isEOFilled)
    }
}

/// How an outline is drawn (SwiftUI's `StrokeStyle`); in cells an outline
/// is one cell wide and solid, whatever the style says.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The limit of mitred corners.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// Creates a style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How line ends are drawn.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// How corners are drawn.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

/// Internal: the leaf behaviour of a shape drawn by its path (PATH1):
/// sized by the shape's `sizeThatFits(_:)`, its path made for the size it
/// is placed at.
struct PathShapeBehavior: NodeBehavior, Equatable {
    let shape: AnyShape
    let fill: Color?
    let stroke: Color?
    let isEOFilled: Bool
    var kindName: String { "Shape" }

    static func == (a: Self, b: Self) -> Bool {
        a.shape.isSame(as: b.shape) && a.fill == b.fill && a.stroke == b.stroke && a.isEOFilled == b.isEOFilled
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        shape.sizeThatFits(proposal)
    }
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        var placement = ShapePlacement(shape: .path(shape.path(in: CGRect(origin: .zero, size: size))), fill: fill, stroke: stroke)
        placement.isEOFilled = isEOFilled
        return .shape(placement)
    }
}

/// Internal: the leaf behaviour of shapes.
struct ShapeBehavior: NodeBehavior, Equatable {
    let placement: ShapePlacement
    var kindName: String { "Shape" }
    /// A leaf whose drawing depends on its size alone.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movableAnyProposal }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { fillingSize(proposal) }
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .shape(placement)
    }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape, PrimitiveView, Sendable {
    /// Creates a rectangle.
    public init() {}
    /// Drawn as a box with square corners.
    public var _placementShape: ShapePlacement.Shape? { .rectangle }
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Rectangle is a primitive view") }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, PrimitiveView, Sendable {
    /// The corner radius in points.
    public var cornerRadius: CGFloat
    /// Creates a rounded rectangle.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    /// Creates a rounded rectangle from a corner size (its width is used).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerSize.width }
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .roundedRectangle(cornerRadius: cornerRadius) }
    /// The rectangle with quarter-circle corners.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("RoundedRectangle is a primitive view") }
}

/// How rounded corners are drawn; a terminal draws both the same.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature.
    case continuous
}

/// A circle inscribed in its frame.
nonisolated public struct Circle: Shape, PrimitiveView, Sendable {
    /// Creates a circle.
    public init() {}
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .circle }
    /// The circle inscribed in `rect`, centred.
    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Circle is a primitive view") }
}

/// An ellipse inscribed in its frame.
nonisolated public struct Ellipse: Shape, PrimitiveView, Sendable {
    /// Creates an ellipse.
    public init() {}
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .circle }
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Ellipse is a primitive view") }
}

/// A rectangle whose short sides are fully rounded.
nonisolated public struct Capsule: Shape, PrimitiveView, Sendable {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// Drawn as a box with rounded corners.
    public var _placementShape: ShapePlacement.Shape? { .capsule }
    /// The rectangle with its short sides fully rounded.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
    /// A shape has no body.
    public var body: Never { preconditionFailure("Capsule is a primitive view") }
}

// SwiftUI's shorthand for the built-in shapes where a shape is expected
// (`.clipShape(.rect(cornerRadius: 1))`, `.background(.blue, in: .capsule)`).

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize` (its width is used).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule (the style changes nothing in a terminal).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
