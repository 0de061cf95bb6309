/// Internal: the parts of a node's record that only some nodes use —
/// layout containers (cache, kind name), lazy stacks, scroll
/// views, nodes whose scope holds `@State` — kept out of line so that the
/// record of every other node stays small. Made on the first write.
final class NodeExtras {
    /// The container's `Layout.Cache`, in a `LayoutCacheBox` (nil for `Void` caches).
    var layoutCache: AnyObject?
    /// A lazy stack's rows and their lengths (lazy stacks only).
    var lazyState: LazyContainerState?
    /// A `ScrollView`'s offset (state that survives updates).
    var scrollOffset: CGPoint = .zero
    /// A `ScrollView`'s content size when last placed (`nil`: never placed),
    /// for `defaultScrollAnchor` (SC3).
    var scrollContentSize: CGSize?
    /// The `@State` storage of the composite views in this node's identity
    /// scope; freed with the node.
    var stateTable: StateTable?
    /// The behaviour's kind name, worked out on first use.
    var cachedKindName: String?
    /// The nodes this node's content made in the last update, if the node
    /// opens an identity scope (`Node.scopeMembers`).
    var scopeMembers: [Node] = []
    /// The last explicit guide values asked for (`Node.guideMemo`).
    var guideMemo: GuideMemo?
    /// The spacing `LayoutEngine.spacing(of:)` found, when it is not the
    /// environment's standard spacing (`NodeRecord.spacingMemo` says which).
    var customSpacing: ViewSpacing?
    /// The node's layout priority when it is not 0 (see `PriorityMemoState`).
    var customPriority: Double = 0
    /// What the `ForEach`es of this node's scope resolved their elements
    /// from in the last update (`ElementMemo`, UPD1).
    var elementMemos: [ElementMemoBase] = []
    /// The value an `onChange(of:)` node saw in the last update (LIFE1),
    /// or an `onPreferenceChange` node after the last pass (PREF1).
    var observedValue: Any?
    /// The size a container (a scroll view) last gave the views under it
    /// that depend on it (CRF1): when it gives another, they forget their sizes.
    var containerSize: ProposedViewSize?
}
