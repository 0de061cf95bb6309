/// A two-dimensional shape: a path in a rectangle; as a view it takes
/// what `sizeThatFits(_:)` answers (by default the proposal, 10 points
/// where unspecified, C1) and is filled with the foreground style.
///
/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`,
/// `Ellipse`, `Capsule`) are drawn as boxes with the matching border; any
/// other shape — one of your own, a `Path`, an `AnyShape` of one — is
/// drawn by rasterising its path into cells (PATH1).
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The shape's outline in `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// How the shape is drawn by default (`.fill` unless the shape says).
    nonisolated static var role: ShapeRole { get }

    /// The shape's size for `proposal` (by default the proposal, 10
    /// points where unspecified, C1).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// How the renderer draws this shape as a box, for the built-in shapes
    /// (`nil`, the default: by its path, PATH1). Not SwiftUI API.
    nonisolated var _placementShape: ShapePlacement.Shape? { get }

    /// How far in from the frame a built-in shape's box is drawn (an
    /// inset built-in shape's amount, SHP2; 0 by default). Not SwiftUI API.
    nonisolated var _placementInset: CGFloat { get }

    /// How far a built-in shape's box is moved from the frame (an
    /// `OffsetShape`'s offset, SHP1; zero by default). Not SwiftUI API.
    nonisolated var _placementOffset: CGSize { get }
}

nonisolated extension Shape {
    /// Filled.
    public static var role: ShapeRole { .fill }

    /// The proposal, 10 points where unspecified (C1).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Drawn by its path.
    public var _placementShape: ShapePlacement.Shape? { nil }

    /// Not inset.
    public var _placementInset: CGFloat { 0 }

    /// Not moved.
    public var _placementOffset: CGSize { .zero }

    /// Internal: what a `_ShapeView` of this shape draws.
    @inlinable
    var _shapeSource: ShapeSource {
        if let box = _placementShape {
            let inset = _placementInset, offset = _placementOffset
            if inset == 0 && offset == .zero { return .builtin(box) }
            return .movedBuiltin(box, inset: inset, offset: offset)
        }
        return .custom(AnyShape(self))
    }
}

/// Internal: a shape as a `_ShapeView` holds it: a built-in box, or any
/// shape drawn by its path (PATH1).
@usableFromInline
enum ShapeSource: Equatable, Sendable {
    case builtin(ShapePlacement.Shape)
    /// A built-in box drawn in its frame inset by `inset` and moved by
    /// `offset` (SHP1, SHP2).
    case movedBuiltin(ShapePlacement.Shape, inset: CGFloat, offset: CGSize)
    case custom(AnyShape)

    @usableFromInline
    static func == (a: ShapeSource, b: ShapeSource) -> Bool {
        switch (a, b) {
        case let (.builtin(x), .builtin(y)): x == y
        case let (.movedBuiltin(x, i, o), .movedBuiltin(y, j, p)): x == y && i == j && o == p
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

    /// The shape's outline drawn in the foreground style — in SwiftUI a shape itself, so a
    /// `fill` after it colours the outline (SHP6).
    @inlinable
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(ForegroundStyle()), isStroke: true)
    }

    /// The shape's outline drawn in the foreground style with `style` (one cell wide, solid)
    /// — in SwiftUI a shape itself, so a `fill` after it colours the outline (SHP6).
    @inlinable
    public func stroke(style: StrokeStyle) -> _ShapeView {
        _ShapeView(shape: _shapeSource, fill: nil, stroke: StyleBox(ForegroundStyle()), isStroke: true)
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
    /// Whether this is a shape's outline made by `stroke(lineWidth:)` or `stroke(style:)`
    /// — SwiftUI's stroked shape, whose fill is the outline's colour (SHP6).
    @usableFromInline let isStroke: Bool

    @inlinable
    init(shape: ShapeSource, fill: StyleBox?, stroke: StyleBox?, isEOFilled: Bool = false, isStroke: Bool = false) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.isEOFilled = isEOFilled
        self.isStroke = isStroke
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
        case let .movedBuiltin(box, inset, offset):
            // The box is a child placed inside the shape's frame (SHP1, SHP2).
            let drawn = box == .rectangle && radius > 0 ? .roundedRectangle(cornerRadius: radius) : box
            let inner = context.node(key.appending(.content),
                                     behavior: ShapeBehavior(placement: ShapePlacement(shape: drawn, fill: filled, stroke: strokeColor)))
            let node = context.node(key, behavior: ShapeBoxBehavior(inset: inset, offset: offset))
            context.builder.setChildren(NodeList(inner), of: node)
            elements.append(node)
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

    /// The outlined shape filled with a style too; a stroked shape's outline
    /// (`stroke(lineWidth:)`, `stroke(style:)`) drawn in that style, as SwiftUI fills the
    /// shape the stroke is (SHP6).
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        if isStroke { return _ShapeView(shape: shape, fill: nil, stroke: StyleBox(content)) }
        return _ShapeView(shape: shape, fill: StyleBox(content), stroke: stroke, isEOFilled: style.isEOFilled)
    }

    /// A stroked shape's outline stroked again, in the foreground style: the outline of a
    /// one-cell line is that line (SHP6).
    @inlinable
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: shape, fill: nil, stroke: StyleBox(ForegroundStyle()), isStroke: true)
    }

    /// A stroked shape's outline stroked again with `style`, in the foreground style: the
    /// outline of a one-cell line is that line (SHP6).
    @inlinable
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(shape: shape, fill: nil, stroke: StyleBox(ForegroundStyle()), isStroke: true)
    }
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


/// Internal: the frame of an inset or offset built-in shape (SHP1, SHP2):
/// as large as the shape would be, its box a child inset by `inset` on
/// every side and moved by `offset` (drawn, not laid out, as `offset`).
struct ShapeBoxBehavior: UnaryBehavior, Equatable {
    let inset: CGFloat
    let offset: CGSize
    var kindName: String { "Shape" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize { fillingSize(proposal) }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        let dx = Swift.min(inset, size.width / 2), dy = Swift.min(inset, size.height / 2)
        return (CGPoint(x: dx + offset.width, y: dy + offset.height),
                ProposedViewSize(width: size.width - 2 * dx, height: size.height - 2 * dy))
    }
}
