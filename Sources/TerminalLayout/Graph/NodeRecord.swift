/// Internal: what the graph keeps for one node (see `Node` for the meaning
/// of each field; the handle reads and writes them).
///
/// Every node has one, so it holds only what most nodes use; what only
/// containers, scroll views and scope owners need is out of line, in
/// `NodeExtras`, made on first use. (Where a running `placeSubviews` put
/// each child is not here either: the engine records it, see
/// `LayoutEngine.recordPlacement`.)
///
/// The optional numbers are stored as plain ones with NaN for "none" (an
/// optional `CGRect` takes 40 bytes, a `CGRect` 32), the constant size in
/// the size memo; the last frame is read from the last pass's placements,
/// not kept, and a priority other than 0 is out of line: 160 bytes a record
/// (392 in session 7, 360 in session 9, 256 in session 12, 224 in session
/// 13). Out of the record: the traits an update is collecting
/// (`PendingTraits`, in the arena while the update runs), the size memo's
/// second and third entries (the arena's tail store, `SizeMemo.Tail`), the
/// scope members, the guide memo and any spacing but the standard one
/// (`NodeExtras`).
///
/// The fields are ordered by when they are read. A record is 160 bytes
/// (2.5 lines) and chunks start on a 64-byte line, so a record starts on a
/// line or half-way through one. Placing a leaf reads the first 96 bytes (its
/// behaviour, traits and placement bookkeeping: two lines, whichever way the
/// record starts); measuring one reads the flag bits and the memo's first
/// entry (one line for a record on a line, two for one half-way). What only
/// updates and containers read comes last.
///
/// ```
///  0    behavior (existential, 40)
///  40   traits (32): explicit id, extras box
///  72   spacingMemo · flag bits · priorityMemo · isNew · update bits ·
///       guideKinds · cacheState · placementIndex (4) · placementExtent (4)
///  88   extras (8)
///  96   memoFront (32): the size memo's first entry, within one 64-byte line
///  128  children (16) · key (12) · generation (4)
///  160
/// ```
struct NodeRecord {
    var behavior: any NodeBehavior
    var traits = Traits()
    /// Whether `LayoutEngine.spacing(of:)` has an answer: none, the
    /// environment's standard spacing, or one kept in `extras`.
    var spacingMemo = SpacingMemoState.none
    /// `hasPendingTraits` (bit 0), `childrenAllKept` (bit 1),
    /// `isTransparentToTraits` (bit 2), `proposalIndependentAxes`
    /// (bits 3 and 4), `noChildHasZIndex` (bit 5) and `hasMemoTail`
    /// (bit 6), in one byte.
    private var flagBits: UInt8 = 0
    /// Whether `LayoutEngine.priority(of:)` has an answer: none, 0, or one
    /// kept in `extras` (most views' priority is 0: no eight bytes for it in
    /// every record).
    var priorityMemo = PriorityMemoState.none
    // Change tracking (per update)
    var isNew = true
    /// `changedItself` (bit 0) and `isRightToLeft` (bit 1), in one byte.
    private var updateBits: UInt8 = 1
    var explicitGuideKinds = ExplicitGuideKinds.any
    var cacheState: CacheState = .missing
    /// Which built-in behaviour `behavior` is, for direct calls (DISPATCH).
    var builtinKind = BuiltinBehaviorKind.other
    /// Where the node's placement is in the last pass's placements
    /// (`UInt32.max`: nowhere). The frame the node had is read from there
    /// (`LayoutEngine.lastFrame(of:)`), not kept here: four bytes, not a
    /// 32-byte rectangle in every record.
    var placementIndex = UInt32.max
    /// How many placements the node's subtree made in the last pass
    /// (itself included), and whether they may be reused as they are,
    /// moved, when the node is placed again the same way
    /// (`LayoutEngine.reusePlacements`): the top bit. Cleared with the memo.
    var placementExtent: UInt32 = 0
    /// The fields few nodes use, or `nil` while none is set.
    var extras: NodeExtras?
    // Memo (valid while nothing under the node changes), at record offset
    // 96: its first entry (the most recent answer, or the constant size)
    // then lies within one 64-byte line whether the record starts on a line
    // or half-way, and a hit on it reads nothing else of the memo. The
    // other two entries are in the arena's tail store (`hasMemoTail`).
    var memoFront = SizeMemo.Front()
    var children = NodeList()
    let key: NodeKey
    /// The update in which the node was last resolved (`Node.generation`;
    /// generations wrap at 2³² − 1, see `LayoutEngine.nextGeneration`).
    var storedGeneration: UInt32 = 0

    /// The node's size if it does not depend on the proposal.
    var constantSize: CGSize? {
        @inline(__always) get { memoFront.constant }
        set { memoFront.setConstant(newValue) }
    }
    /// Whether the node itself (behaviour, children list, traits or layout
    /// direction) changed in this update.
    var changedItself: Bool {
        @inline(__always) get { updateBits & 1 != 0 }
        @inline(__always) set { updateBits = newValue ? updateBits | 1 : updateBits & ~1 }
    }
    /// Whether the node was resolved under `LayoutDirection.rightToLeft`:
    /// its children's x positions are flipped within its frame (RTL1).
    var isRightToLeft: Bool {
        @inline(__always) get { updateBits & 2 != 0 }
        @inline(__always) set { updateBits = newValue ? updateBits | 2 : updateBits & ~2 }
    }
    /// Whether the memo's second and third entries are in the arena's tail
    /// store (`NodeArena.memoTail`): set when an insert leaves an answer
    /// there, cleared with the memo (so a slot's tail needs no clearing
    /// when its node is freed or the memo forgotten).
    var hasMemoTail: Bool {
        @inline(__always) get { flagBits & (1 << 6) != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | (1 << 6) : flagBits & ~(1 << 6) }
    }
    /// Whether this update has collected traits for the node, kept in the
    /// arena's `PendingTraits` until `commitPendingTraits` (none: empty traits).
    var hasPendingTraits: Bool {
        @inline(__always) get { flagBits & 1 != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | 1 : flagBits & ~1 }
    }
    /// Whether the node's children are the same as before and every node of
    /// its scope was kept by value in this update (UPD1): `finish` then need
    /// not visit them. Cleared whenever the node is resolved, set by
    /// `GraphBuilder.resolveChildren`.
    var childrenAllKept: Bool {
        @inline(__always) get { flagBits & 2 != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | 2 : flagBits & ~2 }
    }

    /// The behaviour's `isTransparentToTraits`, kept with the record (set
    /// with the behaviour): a layout value lookup walks down through
    /// modifiers without copying each one's behaviour to ask it.
    var isTransparentToTraits: Bool {
        @inline(__always) get { flagBits & 4 != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | 4 : flagBits & ~4 }
    }

    /// The axes whose proposed length the node's size does not depend on
    /// (`NodeBehavior.proposalIndependentAxes`, set with the other derived
    /// values): the memo files proposals without them (MEMO).
    var proposalIndependentAxes: Axis.Set {
        @inline(__always) get { Axis.Set(rawValue: Int8(truncatingIfNeeded: independentAxisBits >> 3)) }
        @inline(__always) set { flagBits = (flagBits & ~(3 << 3)) | (UInt8(truncatingIfNeeded: newValue.rawValue & 3) << 3) }
    }
    /// Whether it is known that none of the node's children sets a
    /// `zIndex` (worked out with the other derived values, forgotten when
    /// the children are replaced): placing the children then skips reading
    /// every child's traits to find out whether to sort them.
    /// Whether the node's size may depend on its container's size
    /// (`containerRelativeFrame`, CRF1): set on such a frame and on each
    /// node between it and its container (a derived value, worked out only
    /// once the arena has made such a frame). A container whose size
    /// changes forgets the sizes of these nodes under it.
    var dependsOnContainer: Bool {
        @inline(__always) get { flagBits & (1 << 7) != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | (1 << 7) : flagBits & ~(1 << 7) }
    }
    /// Whether the node's children have no `zIndex`, so placing them needs
    /// no sort (a derived value, see below).
    var noChildHasZIndex: Bool {
        @inline(__always) get { flagBits & (1 << 5) != 0 }
        @inline(__always) set { flagBits = newValue ? flagBits | (1 << 5) : flagBits & ~(1 << 5) }
    }
    /// `proposalIndependentAxes` as stored: bit 3 horizontal, bit 4
    /// vertical (0 for most nodes: one test in `LayoutEngine.measure`).
    var independentAxisBits: UInt8 {
        @inline(__always) get { flagBits & (3 << 3) }
    }

    /// A record for a node of `behavior`, made from the behaviour's own type
    /// (specialised where the caller knows it: no existential built and
    /// copied in).
    @inline(__always)
    init<B: NodeBehavior>(key: NodeKey, behavior: B) {
        self.key = key
        self.behavior = behavior
        if !behavior.keepsLayoutCache { cacheState = .none }
        if behavior.isTransparentToTraits { flagBits = 4 }
        builtinKind = B.builtinKind
    }

    /// The built-in kind of `behavior`'s dynamic type.
    static func builtinKind<B: NodeBehavior>(of behavior: B) -> BuiltinBehaviorKind { B.builtinKind }

    /// What a freed slot holds.
    static var vacant: NodeRecord { NodeRecord(key: .scopeRoot, behavior: VacantBehavior()) }

    /// Makes the traits collected in this update the node's (none
    /// collected: empty traits); returns whether they differ from the last
    /// update's (compared in place).
    mutating func commitPendingTraits(slot: Int, in pending: inout PendingTraits) -> Bool {
        // Made in this update: its traits were written in place (see
        // `Node.pendingTraits`), and it counts as changed anyway.
        if isNew { return false }
        guard hasPendingTraits else {
            if traits.isEmpty || traits.isSame(as: Traits()) { return false }
            traits = Traits()
            return true
        }
        hasPendingTraits = false
        let collected = pending.take(slot)
        if traits.isSame(as: collected) { return false }
        traits = collected
        return true
    }

    /// Forgets every size the memo holds (a constant size stays: it is
    /// worked out again whenever the node is resolved).
    @inline(__always)
    mutating func forgetSizes() {
        memoFront.removeAnswer()
        hasMemoTail = false
    }

    /// Forgets every memoised answer.
    mutating func clearMemo() {
        forgetSizes()
        extras?.guideMemo = nil
        spacingMemo = .none
        priorityMemo = .none
        placementExtent = 0
    }
}

/// Internal: the behaviour of a freed slot (never laid out).
struct VacantBehavior: NodeBehavior, Equatable {
    var kindName: String { "vacant" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { .zero }
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .modifier(kindName)
    }
}

/// Internal: whether a node's layout priority is known (`LayoutEngine.priority(of:)`).
enum PriorityMemoState: UInt8 {
    /// Not worked out since the memo was last cleared (or NaN: worked out each time).
    case none
    /// 0 (positive zero), what nearly every view's priority is.
    case zero
    /// Kept in the node's `NodeExtras.customPriority`.
    case custom
}

/// Internal: what a node's record knows of its spacing preferences (V4).
/// Most views have the environment's standard spacing; only the others keep
/// a `ViewSpacing` (25 bytes) of their own, out of line.
enum SpacingMemoState: UInt8 {
    /// Not worked out since the node last changed.
    case none
    /// The environment's standard spacing (`LayoutEngine.standardSpacing`).
    case standard
    /// In `NodeExtras.customSpacing`.
    case custom
}
