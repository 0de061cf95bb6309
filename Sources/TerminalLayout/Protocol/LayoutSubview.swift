/// A proxy for one subview of a layout container (LS1–LS4).
///
/// Use it to measure the subview (`sizeThatFits`, `dimensions(in:)`), to
/// read its preferences (`priority`, `spacing`, layout values) and, inside
/// `placeSubviews`, to place it.
public struct LayoutSubview: Equatable {
    /// The subview's node and its container's: handles into the graph's
    /// arena, so a proxy holds nothing alive and copying one (iterating
    /// subviews) costs no reference counting.
    @usableFromInline let node: Node
    @usableFromInline let container: Node
    /// The subview's position among the container's children (where
    /// `place` records it, see `LayoutEngine.recordPlacement`).
    @usableFromInline let index: Int32
    /// Unretained: the graph that owns the engine outlives every layout
    /// call that can use the proxy.
    @usableFromInline let unmanagedEngine: Unmanaged<LayoutEngine>
    var engine: LayoutEngine { unmanagedEngine.takeUnretainedValue() }

    @usableFromInline
    init(node: Node, container: Node, index: Int32, engine: LayoutEngine) {
        self.node = node
        self.container = container
        self.index = index
        self.unmanagedEngine = .passUnretained(engine)
    }

    /// The size the subview wants for `proposal` (LS1); memoised per proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // The engine as a guaranteed reference: an `unowned(unsafe)` one was
        // retained and released around every call.
        unmanagedEngine._withUnsafeGuaranteedRef { $0.measure(node, proposal, countAsLayoutCall: true) }
    }

    /// The subview's size and alignment guides for `proposal` (LS1, LS4).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        unmanagedEngine._withUnsafeGuaranteedRef { $0.dimensions(of: node, proposal, countAsLayoutCall: true) }
    }

    /// Places the subview: it is sized with `proposal`, and its `anchor`
    /// point is put at `position` (LS2). Call only from `placeSubviews`; the
    /// last call wins. A subview that is never placed is centred in the
    /// container's bounds with the container's proposal (U1).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        unmanagedEngine._withUnsafeGuaranteedRef {
            $0.recordPlacement(of: node, index: Int(index), in: container, at: position, anchor: anchor, proposal: proposal)
        }
    }

    /// The subview's layout priority (LS3, S5).
    public var priority: Double {
        // Through a guaranteed reference, as above (`engine` is a retain and
        // a release: a stack probes every child's priority).
        unmanagedEngine._withUnsafeGuaranteedRef { $0.priority(of: node) }
    }

    /// The subview's spacing preferences (LS3, V4).
    public var spacing: ViewSpacing { unmanagedEngine._withUnsafeGuaranteedRef { $0.spacing(of: node) } }

    /// The value the subview stores for `key`, or the key's default (L10).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var value = K.defaultValue
        node.readLayoutValue(for: ObjectIdentifier(key), into: &value)
        return value
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node == b.node }
}
