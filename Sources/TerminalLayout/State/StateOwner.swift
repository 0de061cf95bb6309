/// Internal: one composite view that keeps state (`@State`, `@FocusState`)
/// as the graph keeps it — its boxes, and what evaluating its body again on
/// its own needs (rule STATE2).
///
/// A composite view makes no node, so this record stands for it: it lives
/// in its scope's `StateTable` (by the view's key), and every box it owns
/// points back to it (weakly), so that setting a box tells the graph which
/// view to evaluate again (`StateHost.stateChanged`). Each time the view is
/// resolved (a full update, or its own re-evaluation) the record is
/// refreshed with the view value and its inputs:
///
/// ```
///  StateTable[key] ── StateOwner ── boxes        [StateBox<Int>]
///                                ├─ rerun        the view value, type-erased: _makeNodes again
///                                ├─ path, environment, depth, modifierContent   (its ResolveContext)
///                                ├─ members      the nodes its body made in the scope, in order
///                                ├─ elements     the nodes it handed its parent (+ their traits)
///                                └─ nested       owners resolved inside its body in the same scope
/// ```
final class StateOwner {
    /// The view's type (an entry found for another type is not reused).
    let viewType: ObjectIdentifier
    /// The view's key in its scope (its body's path).
    let key: NodeKey
    /// The table that keeps the record (it goes with its scope's node).
    weak var table: StateTable?
    /// Its state boxes, in field order.
    var boxes: [AnyObject] = []
    /// The resolution that last resolved the view.
    var generation = 0
    /// The resolution that last resolved the view or kept it by value
    /// inside a `ForEach` element (UPD1): its scope keeps its entry.
    var lastSeen = 0

    // What evaluating the body again needs (set by `GraphBuilder.endBody`).

    /// Resolves the view value again (`_makeNodes`) with a context.
    var rerun: ((ResolveContext, inout [Node]) -> Void)?
    /// The context the view was resolved with: its path, inherited values,
    /// depth and the content of the modifier whose body holds it.
    var path = NodeKey.scopeRoot
    var environment = ResolvedEnvironment()
    var depth: Int32 = 0
    var modifierContent: ModifierContentBox?
    /// The nodes its body made in its scope (a contiguous run of the scope's members).
    var members: [Node] = []
    /// The nodes it resolved into (what its parent received), and the
    /// traits its own body gave them (modifiers outside it add theirs).
    var elements: [Node] = []
    var elementTraits: [Traits] = []
    /// The owners resolved inside its body in the same scope (their state
    /// goes when they are not resolved again by its re-evaluation).
    var nested: [StateOwner] = []
    /// Whether it was resolved by the graph's own update (not while laid
    /// out: a lazy stack's row, a `GeometryReader`'s content), and so can be
    /// evaluated again on its own.
    var canUpdateAlone = false

    /// Whether it is in the graph's list of changed owners.
    var isQueued = false
    /// The Observation tracking of its last re-evaluation on its own.
    var tracking: OwnerTracking?

    init(key: NodeKey, viewType: ObjectIdentifier, table: StateTable) {
        self.key = key
        self.viewType = viewType
        self.table = table
    }

    /// Whether the view is still in the graph: its table still holds it,
    /// and the table is still its scope's.
    var isLive: Bool {
        guard let table, table.entries[key] === self else { return false }
        if let scope = table.scopeNode { return scope.isLive && scope.stateTable === table }
        return table.isGraphRoot
    }

    /// Forgets what re-evaluation needs (the view went away).
    func forgetBody() {
        rerun = nil
        modifierContent = nil
        members = []
        elements = []
        elementTraits = []
        nested = []
        tracking?.retire()
        tracking = nil
    }
}

/// Internal: what a state box tells its graph when it is set, whatever its value type.
protocol OwnedStateBox: AnyObject {
    /// The view that owns the box (nil once it went away).
    var owner: StateOwner? { get }
}
