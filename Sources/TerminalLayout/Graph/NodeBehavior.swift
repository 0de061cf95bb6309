/// Internal: what a node does in layout. Leaves, modifiers and layout
/// containers each implement it; the engine (`LayoutEngine`) adds the memo,
/// sanitising, statistics and recursion guard around every call.
protocol NodeBehavior {
    /// A short name for diagnostics and placements ("Text", "HStackLayout", "padding").
    var kindName: String { get }

    /// The size the node wants for `proposal`. Children are measured through
    /// `engine.measure`.
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize

    /// Where the children go when the node occupies `bounds` (root
    /// coordinates) under `proposal`, in drawing order.
    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                         engine: LayoutEngine) -> [ChildPlacement]

    /// Where the only child goes, for nodes that always have exactly one
    /// (modifiers): the same as `childPlacements`, without an array.
    /// `nil` means "use `childPlacements`".
    func singleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                              engine: LayoutEngine) -> ChildPlacement?

    /// `singleChildPlacement`, with the child's size for its proposal when
    /// working out the placement measured it (a frame aligning its child):
    /// placing then does not ask the memo again. `nil` size: not known.
    func measuredSingleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                                      engine: LayoutEngine) -> (placement: ChildPlacement, childSize: CGSize?)?

    /// The node's explicit value for a guide, in its own coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node,
                           engine: LayoutEngine) -> CGFloat?

    /// The node's spacing preferences (V4).
    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing

    /// The node's layout priority when it sets none with `layoutPriority` (S5).
    func priority(node: Node, engine: LayoutEngine) -> Double

    /// What the renderer should draw for the node placed at `size`.
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind

    /// Where the behaviour at `behavior` keeps its placement kind, if that
    /// does not depend on the size (a colour's): `place` compares it with
    /// the last pass's in place, and copies it (a retain) only when they
    /// differ. `nil` (the default): `placementKind` is asked.
    static func keptPlacementKind(of behavior: UnsafePointer<Self>) -> UnsafePointer<ViewPlacement.Kind>?

    /// Whether `other` describes the same node content (change detection).
    func isSame(as other: any NodeBehavior) -> Bool

    /// Whether trait lookups (layout values) look through this node to its
    /// first child (true for modifiers).
    var isTransparentToTraits: Bool { get }

    /// Makes or updates a container's cache (containers only).
    func prepareCache(node: Node, engine: LayoutEngine)

    /// Whether `prepareCache` does anything (a layout container's cache):
    /// for any other node the engine never calls it (see `CacheState.none`).
    var keepsLayoutCache: Bool { get }

    /// Whether the node's placements may be moved rather than made again
    /// (`LayoutEngine.reusePlacements`; `.fixed` unless a behaviour says so).
    func placementMobility(engine: LayoutEngine) -> PlacementMobility

    /// Whether the node's children are clipped to its frame.
    var clipsChildren: Bool { get }

    /// The factor the node multiplies its subtree's opacity by.
    var opacityFactor: Double { get }

    /// The three values above in one call (what `LayoutEngine.place` asks
    /// every node it places, at `frame`; the default implementation asks
    /// each — a visual effect works its opacity out from the frame, VFX1).
    func placementFacts(in frame: CGRect, engine: LayoutEngine) -> PlacementFacts

    /// How the node's size depends on its container's (CRF1): as its
    /// children's (most nodes), always (a container-relative frame), or
    /// not at all, being a container itself (a scroll view).
    var containerDependence: ContainerDependence { get }

    /// Whether the node is the container of the views under it (a scroll
    /// view, CRF1): placing its children, the engine makes its size the
    /// container's.
    var definesContainer: Bool { get }

    /// The node's size if it is the same for every proposal (a frame with
    /// both dimensions fixed, or what decorates one), given its children;
    /// `nil` when it depends on the proposal. Known once the graph is
    /// updated, so such a node is never evaluated.
    func constantSize(children: NodeList) -> CGSize?

    /// The axes whose proposed length the node's size never depends on (a
    /// frame with a fixed height ignores the proposed height), given its
    /// children; known once the graph is updated. The memo files a
    /// proposal under its other lengths only (MEMO), so a stack that asks
    /// such a view again with only that length changed gets its answer.
    func proposalIndependentAxes(children: NodeList) -> Axis.Set

    /// Whether the node can have explicit alignment guides: never, always,
    /// or when one of its children can. Known once the graph is updated, so
    /// reading a guide of a node that has none costs nothing.
    var guideSource: ExplicitGuideSource { get }

    /// The three values above in one call (what `GraphBuilder.refreshDerived`
    /// asks every changed node; the default implementation asks each).
    func derivedValues(children: NodeList) -> DerivedValues

    /// Which of the behaviours the engine calls directly this is (`.other`
    /// for every behaviour but those few): see `BuiltinBehaviorKind`.
    static var builtinKind: BuiltinBehaviorKind { get }
}

/// Internal: the behaviours of the commonest views, which the engine calls
/// directly rather than through the existential (rule DISPATCH in
/// docs/LAYOUT-RULES.md): a record says which one its behaviour is, and the
/// engine reads the value from the existential's inline buffer — the record's
/// first bytes — and calls its methods statically (no copy of the
/// existential, no witness calls, the code inlined into the engine's).
///
/// Each kind's type is stored inline in an existential (at most three words,
/// word-aligned, bitwise takable: `NodeRecord.builtinBehavior(_:)`'s
/// precondition, checked by `BuiltinDispatchTests`); any other behaviour is
/// `.other` and called through the existential.
enum BuiltinBehaviorKind: UInt8 {
    case other
    /// `FrameBehavior`: `frame(width:height:alignment:)` with built-in guides.
    case frame
    /// `CompactFlexFrameBehavior`: a flexible frame kept in place.
    case compactFlexFrame
    /// `ColorBehavior`: a colour.
    case color
}

extension NodeBehavior {
    static var builtinKind: BuiltinBehaviorKind { .other }
}

/// Internal: where a node's explicit alignment guides can come from.
/// Internal: what placing a node asks its behaviour besides its kind and
/// its children's places (`NodeBehavior.placementFacts(engine:)`).
struct PlacementFacts {
    var opacityFactor: Double
    var clipsChildren: Bool
    var mobility: PlacementMobility
    var definesContainer = false
}

/// Internal: how a node's size depends on its container's size (CRF1).
enum ContainerDependence {
    /// As its children's: when one of them depends, so does the node.
    case fromChildren
    /// Always (a container-relative frame; a lazy stack, whose rows are
    /// not its children).
    case always
    /// Never: the node is a container, whose own size depends on its
    /// proposal alone.
    case container
}

/// Internal: what a node derives from its behaviour and children once its
/// views are resolved (`NodeBehavior.derivedValues(children:)`).
struct DerivedValues {
    var constantSize: CGSize?
    var proposalIndependentAxes: Axis.Set
    var guideSource: ExplicitGuideSource
}

enum ExplicitGuideSource {
    /// The node never has explicit guides (colours, shapes, spacers).
    case none
    /// The node may set explicit guides itself (text baselines, `alignmentGuide`, custom layouts).
    case always
    /// The node passes on its children's explicit guides (modifiers, stacks),
    /// for the same guides.
    case children
    /// The node sets only the text baselines (`Text`): asked for a frame
    /// guide (leading, center, top …) it has none.
    case textBaselines
}

/// Internal: which explicit guides a node can have, known once the graph is
/// updated (`GraphBuilder.finish`), from its `ExplicitGuideSource`.
enum ExplicitGuideKinds: UInt8, Comparable {
    /// None: every guide is its default.
    case none
    /// Only text baselines (a `Text`, or what only passes a text's guides on).
    case textBaselines
    /// Any guide.
    case any

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Whether a node with these kinds may have an explicit value for `key`.
    func include(_ key: AlignmentKey) -> Bool {
        switch self {
        case .none: false
        case .textBaselines: key.framePosition == nil
        case .any: true
        }
    }
}

extension NodeBehavior {
    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                         engine: LayoutEngine) -> [ChildPlacement] { [] }
    func singleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                              engine: LayoutEngine) -> ChildPlacement? { nil }
    func measuredSingleChildPlacement(in bounds: CGRect, proposal: ProposedViewSize, node: Node,
                                      engine: LayoutEngine) -> (placement: ChildPlacement, childSize: CGSize?)? {
        singleChildPlacement(in: bounds, proposal: proposal, node: node, engine: engine).map { ($0, nil) }
    }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node,
                           engine: LayoutEngine) -> CGFloat? { nil }
    func spacing(node: Node, engine: LayoutEngine) -> ViewSpacing { engine.defaultSpacing }
    @inline(__always)
    static func keptPlacementKind(of behavior: UnsafePointer<Self>) -> UnsafePointer<ViewPlacement.Kind>? { nil }
    func priority(node: Node, engine: LayoutEngine) -> Double { 0 }
    var isTransparentToTraits: Bool { false }
    func prepareCache(node: Node, engine: LayoutEngine) {}
    var keepsLayoutCache: Bool { false }
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .fixed }
    var clipsChildren: Bool { false }
    var opacityFactor: Double { 1 }
    @inline(__always)
    func placementFacts(in frame: CGRect, engine: LayoutEngine) -> PlacementFacts {
        PlacementFacts(opacityFactor: opacityFactor, clipsChildren: clipsChildren,
                       mobility: placementMobility(engine: engine), definesContainer: definesContainer)
    }
    var containerDependence: ContainerDependence { .fromChildren }
    var definesContainer: Bool { false }
    var guideSource: ExplicitGuideSource { .none }
    func constantSize(children: NodeList) -> CGSize? { nil }
    func proposalIndependentAxes(children: NodeList) -> Axis.Set { [] }
    @inline(__always)
    func derivedValues(children: NodeList) -> DerivedValues {
        DerivedValues(constantSize: constantSize(children: children),
                      proposalIndependentAxes: proposalIndependentAxes(children: children), guideSource: guideSource)
    }
}


/// Internal: whether a node's placement may be moved to a new position
/// instead of being made again, when its children fill its frame exactly
/// (see `LayoutEngine.reusePlacements`).
enum PlacementMobility: UInt8 {
    /// Placed anew every pass: its placement, or its children's, may depend
    /// on where it is or on engine state (focus, scrolling, the visible
    /// region, a clip), or its children are aligned by a custom guide.
    case fixed
    /// Its placement depends on nothing but its size, its proposal and what
    /// it was resolved with, and its children are aligned in its frame by
    /// built-in guides.
    case movable
    /// Movable, and neither what it draws nor how it places its children
    /// depends on its proposal (a colour; a frame of fixed width and
    /// height): moved, it may have been proposed anything.
    case movableAnyProposal
    /// Movable when its frame and its children's are whole numbers (of
    /// points, below 2³¹) and everything it places them with is too: its
    /// parameters (a stack's spacing, padding) are whole and its guides
    /// built-in, its children report the standard spacing and no explicit
    /// guides but text baselines. Its children need not fill its frame: all
    /// its arithmetic is exact, so moving its subtree by a whole distance
    /// gives the frames placing it again would (built-in stacks, padding).
    case movableWhenWhole
}

extension UnsafeMutablePointer where Pointee == NodeRecord {
    /// The record's behaviour as the built-in type `B`, where the
    /// existential's inline buffer holds it (DISPATCH): read through the
    /// pointer's `pointee`, borrowed, not copied (a colour is not retained). The caller has checked
    /// `builtinKind`: the behaviour is a `B`, stored inline (`B` is at most
    /// three words, word-aligned and bitwise takable), and the existential is
    /// the record's first field — so the value's bytes are the record's first.
    @inline(__always)
    func builtinBehavior<B: NodeBehavior>(_: B.Type) -> UnsafePointer<B> {
        assert(type(of: pointee.behavior) == B.self, "record's builtin kind \(pointee.builtinKind) is not \(B.self)")
        return UnsafeRawPointer(self).assumingMemoryBound(to: B.self)
    }
}
