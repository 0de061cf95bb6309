/// Where a scroll view is scrolled to, as a value to bind (iOS 18,
/// `scrollPosition(_:anchor:)`, SC8): code sets it to scroll — to a view,
/// an edge or a point — and the scroll view writes back where the user
/// scrolled it.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { LazyVStack { rows }.scrollTargetLayout() }
///     .scrollPosition($position)
/// Button("End") { position.scrollTo(edge: .bottom) }
/// ```
public struct ScrollPosition {
    /// What code asked for last.
    enum Target {
        case view(AnyHashable, anchor: UnitPoint?)
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
    }

    /// What code asked for last (`nil`: nothing, or the user scrolled since).
    private(set) var target: Target?
    /// Counts code's requests: a new one is carried out once.
    private(set) var request = 0
    /// The view at the anchor after the user scrolled, and the offset.
    private var reportedID: AnyHashable?
    private var reportedPoint: CGPoint?
    /// Whether the user, not code, scrolled it last.
    public private(set) var isPositionedByUser = false

    /// A position at `edge` (none: where the scroll view starts); `idType`
    /// is the type of its views' ids.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
        if let edge { scrollTo(edge: edge) }
    }

    /// A position at a point of the content.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
        scrollTo(point: point)
    }

    /// A position at a point of the content.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        scrollTo(x: x, y: y)
    }

    /// A position at the view with `id`, put at `anchor`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        scrollTo(id: id, anchor: anchor)
    }

    private mutating func ask(_ target: Target) {
        self.target = target
        request &+= 1
        isPositionedByUser = false
        reportedID = nil
        reportedPoint = nil
    }

    /// Scrolls to the view with `id`, putting it at `anchor` (the top
    /// leading corner without one, as `scrollPosition(id:)` reads it).
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { ask(.view(AnyHashable(id), anchor: anchor)) }
    /// Scrolls to an edge of the content.
    public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
    /// Scrolls to a point of the content (its top leading corner at the view's).
    public mutating func scrollTo(point: CGPoint) { ask(.point(x: point.x, y: point.y)) }
    /// Scrolls horizontally to `x`.
    public mutating func scrollTo(x: CGFloat) { ask(.point(x: x, y: nil)) }
    /// Scrolls vertically to `y`.
    public mutating func scrollTo(y: CGFloat) { ask(.point(x: nil, y: y)) }
    /// Scrolls to `x`, `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(x: x, y: y)) }

    /// The edge asked for, if that is what code asked for last.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point asked for by code, or the offset the user scrolled to.
    public var point: CGPoint? {
        if case .point(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return reportedPoint
    }

    /// The id asked for by code, or of the view at the anchor where the user scrolled.
    public var viewID: AnyHashable? {
        if case .view(let id, _) = target { return id }
        return reportedID
    }

    /// `viewID` as a `T`, or `nil`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    /// Where the user scrolled: the view at the anchor and the offset.
    mutating func userScrolled(to id: AnyHashable?, offset: CGPoint) {
        target = nil
        isPositionedByUser = true
        reportedID = id
        reportedPoint = offset
    }
}

nonisolated extension View {
    /// Binds where the scroll view in this view is scrolled to `position`,
    /// both ways (SC8): a request set by code is carried out by the next
    /// layout; where the user scrolls is written back, with the view of the
    /// scroll target layout at `anchor` (the top leading corner without one).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionBindingModifier(position: position, anchor: anchor))
    }
}

/// The modifier `scrollPosition(_:anchor:)` applies.
nonisolated public struct _ScrollPositionBindingModifier: ViewModifier, PrimitiveModifier {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let binding = position, anchor = anchor ?? .topLeading
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in
            PreferenceObserverBehavior { node, engine in
                // After each pass: the offset, written back when the user moved it.
                guard let scroll = engine.firstScrollView(under: node) else { return }
                let offset = scroll.scrollOffset
                var seen = node.observedValue as? ScrollPositionSeen ?? ScrollPositionSeen()
                defer { node.observedValue = seen }
                guard seen.offset != offset else { return }
                let first = seen.offset == nil
                seen.offset = offset
                // The first pass, and a pass that carried out a request, settle where code asked.
                if first || seen.settling {
                    seen.settling = false
                    return
                }
                let id = engine.scrollTarget(at: anchor, of: scroll)?.traits.id
                engine.arena.lifecycleActions.append { binding.wrappedValue.userScrolled(to: id, offset: offset) }
            }
        }
        // A request code made since the last one carried out: now.
        let engine = context.builder.engine
        let position = binding.wrappedValue
        for node in elements[start...] {
            if node.isNew { engine.arena.preferenceObservers.append(node) }
            var seen = node.observedValue as? ScrollPositionSeen ?? ScrollPositionSeen()
            guard seen.request != position.request, let target = position.target else { continue }
            seen.request = position.request
            seen.settling = true
            node.observedValue = seen
            guard let scroll = engine.firstScrollView(under: node) else { continue }
            switch target {
            case let .view(id, anchor):
                engine.scrollRequests.append(ScrollRequest(id: id, anchor: anchor ?? .topLeading, link: nil))
            case let .edge(edge):
                // Past the end is clamped to the content when placed.
                var offset = scroll.scrollOffset
                switch edge {
                case .top: offset.y = 0
                case .bottom: offset.y = ScrollPositionSeen.pastTheEnd
                case .leading: offset.x = 0
                case .trailing: offset.x = ScrollPositionSeen.pastTheEnd
                }
                scroll.scrollOffset = offset
                engine.arena.scrollOffsetsSet = true
            case let .point(x, y):
                var offset = scroll.scrollOffset
                if let x, x.isFinite { offset.x = x }
                if let y, y.isFinite { offset.y = y }
                scroll.scrollOffset = offset
                engine.arena.scrollOffsetsSet = true
            }
        }
    }
}

/// Internal: what a `scrollPosition(_:)` node saw: the request it carried
/// out last, and the offset after the last pass.
struct ScrollPositionSeen {
    /// An offset past the end of any content (clamped when placed).
    static let pastTheEnd: CGFloat = 1e12
    var request = 0
    var offset: CGPoint?
    /// A request was just carried out: the offset it makes is not the user's.
    var settling = false
}
