/// Internal: where `@State` lives — the state of the composite views of one
/// identity scope, a `StateOwner` per view, by the view's key in that scope.
///
/// A scope is a container's content (see `GraphBuilder`), so the table
/// hangs off the node that opens the scope (`NodeRecord.stateTable`; the
/// graph keeps the root scope's): it is freed with that node. A view the
/// scope no longer resolves loses its entry when the scope finishes
/// resolving (`removeEntries(notResolvedIn:)`). A lazy row has no owner
/// node: its table is kept on the first node the row made (`firstMemberState`).
///
/// ```
///  VStack node ── stateTable ── [ key(ContentView) : StateOwner(ContentView, [StateBox<Int>, StateBox<String>]) ]
/// ```
///
/// The key is the composite view's path in the scope with its own type
/// appended (the path its `body` is resolved at), so a view with a new
/// `id(_:)`, in another `if` branch or of another type is a new entry and
/// starts from its initial values.
final class StateTable {
    private(set) var entries: [NodeKey: StateOwner] = [:]

    /// The node whose scope the table belongs to (nil for a builder's
    /// outermost scope: the graph's root scope, or a lazy row's).
    var scopeNode: Node?
    /// Whether this is the graph's root scope's table.
    var isGraphRoot = false

    /// The state of a builder's outermost scope that has no owner node (a
    /// lazy row's, resolved by a builder of its own), kept on the first
    /// node that scope made (see `GraphBuilder.moveRootStateToFirstMember`).
    var firstMemberState: StateTable?

    init(scopeNode: Node? = nil) {
        self.scopeNode = scopeNode
    }

    /// Whether no view of the scope has state.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether the table holds nothing (the node can drop it).
    var isUnused: Bool { entries.isEmpty && firstMemberState == nil }

    /// The number of views with state in the scope, and in a lazy row kept here.
    var count: Int { entries.count + (firstMemberState?.count ?? 0) }

    /// The record of the view at `key`: the one kept if it is of
    /// `viewType`, else a new one (replacing another type's).
    func owner(for key: NodeKey, viewType: ObjectIdentifier) -> StateOwner {
        if let owner = entries[key], owner.viewType == viewType { return owner }
        entries[key]?.forgetBody()
        let owner = StateOwner(key: key, viewType: viewType, table: self)
        entries[key] = owner
        return owner
    }

    /// Drops the entries of views neither resolved nor kept by value in
    /// update `generation`.
    func removeEntries(notResolvedIn generation: Int) {
        guard entries.contains(where: { $0.value.lastSeen != generation }) else { return }
        entries = entries.filter { entry in
            if entry.value.lastSeen == generation { return true }
            entry.value.forgetBody()
            return false
        }
    }

    /// Drops `owner`'s entry, if the table still holds it.
    func remove(_ owner: StateOwner) {
        guard entries[owner.key] === owner else { return }
        entries[owner.key] = nil
        owner.forgetBody()
    }
}
