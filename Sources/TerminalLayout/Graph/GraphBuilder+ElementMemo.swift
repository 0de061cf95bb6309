// Finding a `ForEach`'s element memo in the scope being resolved, and
// keeping the runs of its elements (UPD1, see `ElementMemo`).
extension GraphBuilder {
    /// The memo of the `ForEach` at `context.path` whose elements are
    /// `Content`s, begun for this update (made on first use); `nil` where
    /// elements are not kept by value: outside a container's scope (a lazy
    /// stack's rows, a builder's outermost scope), among the elements a
    /// stateful body hands its parent directly (STATE2 records them with
    /// their traits), or for elements that cannot be compared.
    func elementMemo<Content: View>(for type: Content.Type, _ context: ResolveContext) -> ElementMemo<Content>? {
        let scope = scopes.count - 1
        guard resolvesGraph, let owner = scopes[scope].owner else { return nil }
        if let body = openBodies.last, body.scope == scope { return nil }
        let path = context.path
        let memos = owner.elementMemos
        var found: ElementMemo<Content>?
        if let memo = memos.first(where: { $0.path == path }) {
            // Used already in this update (paths are unique in a scope, so
            // this is not expected): not kept by value.
            guard memo.generation != generation else { return nil }
            if memo.contentType == ObjectIdentifier(Content.self) {
                found = unsafeDowncast(memo, to: ElementMemo<Content>.self)
            }
        }
        if found == nil {
            // Made when the container is resolved again, not when it is new:
            // a view resolved only once (a static scene, a headless render)
            // stores no values — and a graph made and dropped does not move
            // hundreds of kilobytes through the allocator (storing them from
            // the first resolution measured 40% slower cold passes: the
            // allocator gave pages back to the kernel and faulted them in
            // again). Else another element type.
            guard !owner.isNew, let made = ElementMemo<Content>.make(path: path) else { return nil }
            owner.elementMemos = memos.filter { $0.path != path } + [made]
            found = made
        }
        found?.begin(generation: generation, environment: context.environment, depth: context.depth,
                     keepsBodies: keepsComposites, structureChanges: engine.stateHostIfMade?.structureChanges ?? 0)
        return found
    }

    /// Drops the memos of `owner`'s scope that this update did not use
    /// (their `ForEach` went away).
    func pruneElementMemos(of owner: Node) {
        guard let extras = owner.record.pointee.extras, !extras.elementMemos.isEmpty else { return }
        if extras.elementMemos.contains(where: { $0.generation != generation }) {
            extras.elementMemos.removeAll { $0.generation != generation }
        }
    }

    /// Keeps the runs of a span of `ForEach` positions at once (see
    /// `IdentityScope.keepRuns`).
    func keepRuns(_ runs: UnsafeMutablePointer<ElementRun>, from first: Int, to end: Int,
                  into elements: inout [Node]) -> Bool {
        scopes[scopes.count - 1].keepRuns(runs, from: first, to: end, generation: generation, into: &elements)
    }

    /// Keeps a run of the current scope's previous members (see
    /// `IdentityScope.keepRun`).
    @inline(__always)
    func keepRun(start: Int, count: Int, output: Int, firstIndex: Int32, firstVersion: UInt32) -> (output: Node, start: Int)? {
        scopes[scopes.count - 1].keepRun(start: start, count: count, output: output, firstIndex: firstIndex,
                                         firstVersion: firstVersion, generation: generation)
    }

    /// The number of nodes the current scope has made (or kept) so far.
    var currentMemberCount: Int { scopes[scopes.count - 1].memberCount }

    /// The nodes the current scope has made (or kept) so far.
    var currentMembers: [Node] { scopes[scopes.count - 1].members }

    /// The `@State` storage of the innermost scope, if it has any (the
    /// table of the node that opens it).
    var currentScopeStateTable: StateTable? { scopes[scopes.count - 1].owner?.stateTable }
}
