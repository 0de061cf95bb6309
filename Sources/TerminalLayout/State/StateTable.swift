/// Internal: where `@State` lives — the state boxes of the composite views
/// of one identity scope, by the view's key in that scope.
///
/// A scope is a container's content (see `GraphBuilder`), so the table
/// hangs off the node that opens the scope (`NodeRecord.stateTable`; the
/// graph keeps the root scope's): it is freed with that node. A view the
/// scope no longer resolves loses its entry when the scope finishes
/// resolving (`removeEntries(notResolvedIn:)`). A lazy row has no owner
/// node: its table is kept on the first node the row made (`firstMemberState`).
///
/// ```
///  VStack node ── stateTable ── [ key(ContentView) : (ContentView, [StateBox<Int>, StateBox<String>]) ]
/// ```
///
/// The key is the composite view's path in the scope with its own type
/// appended (the path its `body` is resolved at), so a view with a new
/// `id(_:)`, in another `if` branch or of another type is a new entry and
/// starts from its initial values.
final class StateTable {
    /// The state of one composite view.
    struct Entry {
        /// The view's type (an entry found for another type is not reused).
        var viewType: ObjectIdentifier
        /// Its `State` boxes, in field order.
        var boxes: [AnyObject]
        /// The update that last resolved the view.
        var generation: Int
    }

    private(set) var entries: [NodeKey: Entry] = [:]

    /// The state of a builder's outermost scope that has no owner node (a
    /// lazy row's, resolved by a builder of its own), kept on the first
    /// node that scope made (see `GraphBuilder.moveRootStateToFirstMember`).
    var firstMemberState: StateTable?

    /// Whether no view of the scope has state.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether the table holds nothing (the node can drop it).
    var isUnused: Bool { entries.isEmpty && firstMemberState == nil }

    /// The number of views with state in the scope, and in a lazy row kept here.
    var count: Int { entries.count + (firstMemberState?.count ?? 0) }

    /// The boxes kept for the view at `key`, if it is of `viewType`.
    func boxes(for key: NodeKey, viewType: ObjectIdentifier) -> [AnyObject]? {
        guard let entry = entries[key], entry.viewType == viewType else { return nil }
        return entry.boxes
    }

    /// Records the boxes of the view at `key`, resolved in update `generation`.
    func set(_ boxes: [AnyObject], for key: NodeKey, viewType: ObjectIdentifier, generation: Int) {
        entries[key] = Entry(viewType: viewType, boxes: boxes, generation: generation)
    }

    /// Drops the entries of views not resolved in update `generation`.
    func removeEntries(notResolvedIn generation: Int) {
        guard entries.contains(where: { $0.value.generation != generation }) else { return }
        entries = entries.filter { $0.value.generation == generation }
    }
}
