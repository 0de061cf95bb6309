/// A scrollable view: its content is laid out at its ideal length along
/// the scroll axes and clipped to the scroll view's bounds.
///
/// Sizing (SC1): the content is proposed `nil` along the scroll axes and
/// the proposal across them. Along a scroll axis the scroll view takes the
/// proposed length (the content's where it is unspecified); across it, it
/// is as long as its content — a vertical scroll view is as wide as its
/// content, so rows that should fill the width say so with
/// `.frame(maxWidth: .infinity)`, as in SwiftUI. Several content views are
/// stacked as in a `VStack` (an `HStack` for a horizontal-only scroll
/// view). Content narrower than the view across the scroll axis (when a
/// parent places it in a larger frame) is centred, as in SwiftUI.
///
/// The scroll offset lives in the view graph, per scroll view, so it
/// survives updates and resizes; it is clamped to the content whenever the
/// view is placed. Change it with `ViewGraph.scroll(by:)`,
/// `setScrollOffset(_:)` or `scrollTo(_:anchor:)`.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the renderer draws a one-column indicator when the content overflows.
    public var showsIndicators: Bool

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// `ScrollView` has no body.
    public var body: Never { preconditionFailure("ScrollView is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let builder = context.builder
        // `scrollIndicators(_:axes:)` above, for one of its axes, decides.
        var shows = showsIndicators
        if let setting = context.environment.scrollIndicators, !setting.axes.isDisjoint(with: axes) {
            shows = setting.visibility.shows(showsIndicators)
        }
        let values = EnvironmentValues(context.environment)
        let node = builder.node(context.path.appending(.type(ObjectIdentifier(ScrollView<Content>.self))),
                                behavior: ScrollViewBehavior(axes: axes, showsIndicators: shows,
                                                             isScrollEnabled: values.isScrollEnabled,
                                                             anchors: values.scrollAnchors,
                                                             targetBehavior: values.scrollTargetBehavior),
                                rightToLeft: context.isRightToLeft)
        let stackLayout: AnyLayout = axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        let stack = builder.node(node.key.appending(.content), behavior: LayoutBehavior(layout: stackLayout),
                                 rightToLeft: context.isRightToLeft)
        var inner = context
        inner.environment.stackOrientation = axes == .horizontal ? .horizontal : .vertical
        inner.environment.scrollAxes = axes
        // Settings for this scroll view are not for scroll views inside it.
        if inner.environment.custom != nil {
            var values = EnvironmentValues(inner.environment)
            values.scrollContentMargins = EnvironmentValues.noMargins
            values.scrollAnchors = ScrollAnchors()
            inner.environment = values.resolved
        }
        _ = builder.resolveChildren(content, of: stack, inner)
        // `contentMargins` (SC4): the content inside a padding.
        let margins = values.scrollContentMargins
        if margins != EnvironmentValues.noMargins {
            let padding = builder.node(node.key.appending(.secondary),
                                       behavior: PaddingBehavior(edges: .all, explicitInsets: margins),
                                       rightToLeft: context.isRightToLeft)
            builder.setChildren([stack], of: padding)
            builder.setChildren([padding], of: node)
        } else {
            builder.setChildren([stack], of: node)
        }
        elements.append(node)
    }
}

/// Internal: the behaviour of `ScrollView`; child 0 is the content stack.
struct ScrollViewBehavior: NodeBehavior, Equatable {
    let axes: Axis.Set
    let showsIndicators: Bool
    /// Whether the user may scroll it (SC2).
    var isScrollEnabled = true
    /// `defaultScrollAnchor`'s anchors (SC3).
    var anchors = ScrollAnchors()
    /// `scrollTargetBehavior`'s behaviour (SC5): used when the user scrolls,
    /// not in layout (not compared).
    var targetBehavior: (any ScrollTargetBehavior)?

    static func == (a: ScrollViewBehavior, b: ScrollViewBehavior) -> Bool {
        a.axes == b.axes && a.showsIndicators == b.showsIndicators && a.isScrollEnabled == b.isScrollEnabled
            && a.anchors == b.anchors
    }

    var kindName: String { "ScrollView" }
    var clipsChildren: Bool { true }
    /// The container of what it holds: a container-relative frame inside
    /// is sized from the scroll view's size (CRF1).
    var definesContainer: Bool { true }
    var containerDependence: ContainerDependence { .container }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                         height: axes.contains(.vertical) ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        guard let content = node.children.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        if horizontal, vertical, let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let c = engine.inContainer(of: node, size: proposal) { engine.measure(content, contentProposal(proposal)) }
        return CGSize(width: horizontal ? proposal.width ?? c.width : c.width,
                      height: vertical ? proposal.height ?? c.height : c.height)
    }

    /// The content's size and the clamped offset when the view has `bounds`.
    func geometry(in bounds: CGRect, node: Node, engine: LayoutEngine) -> (content: CGSize, offset: CGPoint) {
        guard let content = node.children.first else { return (.zero, .zero) }
        let size = engine.inContainer(of: node, size: ProposedViewSize(bounds.size)) {
            engine.measure(content, contentProposal(ProposedViewSize(bounds.size)), countAsLayoutCall: false)
        }
        var offset = node.scrollOffset
        // `defaultScrollAnchor` (SC3): where it starts, and the point kept
        // in place when the content's size changes.
        if let last = node.scrollContentSize {
            if let anchor = anchors.sizeChanges, last != size {
                offset.x += anchor.x * (size.width - last.width)
                offset.y += anchor.y * (size.height - last.height)
            }
        } else if let anchor = anchors.initialOffset {
            offset = CGPoint(x: anchor.x * (size.width - bounds.width), y: anchor.y * (size.height - bounds.height))
        }
        node.scrollContentSize = size
        offset.x = axes.contains(.horizontal) ? Swift.max(0, Swift.min(offset.x, size.width - bounds.width)) : 0
        offset.y = axes.contains(.vertical) ? Swift.max(0, Swift.min(offset.y, size.height - bounds.height)) : 0
        if !offset.x.isFinite { offset.x = 0 }
        if !offset.y.isFinite { offset.y = 0 }
        node.scrollOffset = offset
        return (size, offset)
    }

    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> [ChildPlacement] {
        guard let content = node.children.first else { return [] }
        engine.stats.placeSubviewsCalls += 1
        let (size, offset) = geometry(in: bounds, node: node, engine: engine)
        var origin = CGPoint(x: bounds.minX - offset.x, y: bounds.minY - offset.y)
        // Content smaller than the view: centred across the scroll axes (SC1),
        // at the alignment anchor along them (SC3; at the start without one).
        let along = anchors.alignment
        if size.width < bounds.width {
            let unit = axes.contains(.horizontal) ? along?.x ?? 0 : 0.5
            origin.x = bounds.minX + (bounds.width - size.width) * unit
        }
        if size.height < bounds.height {
            let unit = axes.contains(.vertical) ? along?.y ?? 0 : 0.5
            origin.y = bounds.minY + (bounds.height - size.height) * unit
        }
        return [ChildPlacement(child: content, origin: origin, proposal: contentProposal(ProposedViewSize(bounds.size)))]
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        // Only the size counts for the content's geometry.
        let bounds = CGRect(origin: .zero, size: size)
        let (content, offset) = geometry(in: bounds, node: node, engine: engine)
        return .scrollView(ScrollPlacement(axes: axes, showsIndicators: showsIndicators, contentSize: content, offset: offset))
    }
}
