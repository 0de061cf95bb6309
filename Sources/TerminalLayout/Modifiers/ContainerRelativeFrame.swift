nonisolated extension View {
    /// Positions this view in a frame whose size along `axes` is its
    /// container's (CRF1): the nearest enclosing scroll view's size, or
    /// the graph's (the terminal's) where there is none. Along the other
    /// axis the view is proposed what the frame is and keeps its size.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack(spacing: 1) {
    ///         ForEach(items) { item in
    ///             Card(item).containerRelativeFrame(.horizontal, count: 3, spacing: 1)   // three a screen
    ///         }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .whole))
    }

    /// Positions this view in a frame of `span` of `count` equal parts of
    /// its container's length along `axes`, the parts `spacing` apart:
    /// `(length − spacing · (count − 1)) / count · span + spacing · (span − 1)` (CRF1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment,
                                                 length: .grid(count: count, span: span, spacing: spacing)))
    }

    /// Positions this view in a frame whose length along each of `axes` is
    /// `length` of the container's length along that axis (CRF1).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .computed(length)))
    }
}

/// The modifier `containerRelativeFrame(_:alignment:)` and its other forms apply.
nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        context.builder.engine.arena.tracksContainerDependence = true
        let behavior = ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, length: length)
        wrapEach(content, context, into: &elements) { _ in behavior }
    }
}

/// Internal: how a container-relative frame's length follows from its
/// container's length (CRF1).
enum ContainerRelativeLength {
    /// The whole length.
    case whole
    /// `span` of `count` parts, `spacing` apart.
    case grid(count: Int, span: Int, spacing: CGFloat)
    /// What a closure makes of the length and the axis.
    case computed((CGFloat, Axis) -> CGFloat)

    /// The frame's length for a container `length` long along `axis`
    /// (sanitised: never negative, NaN or infinite).
    func length(of length: CGFloat, along axis: Axis) -> CGFloat? {
        let result: CGFloat
        switch self {
        case .whole:
            result = length
        case let .grid(count, span, spacing):
            let count = Swift.max(1, count), span = Swift.max(1, span)
            let spacing = spacing.isFinite ? spacing : 0
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            result = part * CGFloat(span) + spacing * CGFloat(span - 1)
        case let .computed(closure):
            result = closure(length, axis)
        }
        return validLength(Swift.max(0, result))
    }
}

/// Internal: the behaviour of a container-relative frame: a fixed frame
/// (F1) along the axes whose container length is known, worked out from
/// `LayoutEngine.containerSize` whenever it is measured or placed.
struct ContainerRelativeFrameBehavior: UnaryBehavior {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength

    var kindName: String { "frame" }
    var containerDependence: ContainerDependence { .always }

    /// The fixed frame for the container the engine is in now.
    func frame(_ engine: LayoutEngine) -> CustomAlignedFrameBehavior {
        let container = engine.containerSize
        let width = axes.contains(.horizontal) ? container.width.flatMap { length.length(of: $0, along: .horizontal) } : nil
        let height = axes.contains(.vertical) ? container.height.flatMap { length.length(of: $0, along: .vertical) } : nil
        return CustomAlignedFrameBehavior(frame: _FrameLayout(width: width, height: height, alignment: alignment))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        frame(engine).sizeThatFits(proposal, child: child, engine: engine)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        frame(engine).childPlacement(size: size, proposal: proposal, child: child, engine: engine)
    }

    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing {
        frame(engine).spacing(child: child, engine: engine)
    }

    /// The same axes, alignment and parts (a closure is never the same).
    func isSame(as other: any NodeBehavior) -> Bool {
        guard let other = other as? Self, other.axes == axes, other.alignment == alignment else { return false }
        switch (length, other.length) {
        case (.whole, .whole): return true
        case let (.grid(c1, s1, p1), .grid(c2, s2, p2)): return c1 == c2 && s1 == s2 && p1.bitPattern == p2.bitPattern
        default: return false
        }
    }
}
