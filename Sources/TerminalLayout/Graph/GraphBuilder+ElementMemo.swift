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
        guard resolvesGraph, sectionRecorders.isEmpty, let owner = scopes[scope].owner else { return nil }
        if let body = openBodies.last, body.scope == scope { return nil }
        let path = context.path
        let memos = owner.elementMemos
        var found: ElementMemo<Content>?
        var atPath = false
        if let index = memoIndex(path, in: memos, scope: scope) {
            let memo = memos[index]
            atPath = true
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
            if atPath {
                owner.elementMemos = memos.filter { $0.path != path } + [made]
            } else {
                owner.elementMemos.append(made)
            }
            found = made
        }
        found?.begin(generation: generation, environment: context.environment, depth: context.depth,
                     keepsBodies: keepsComposites, structureChanges: engine.stateHostIfMade?.structureChanges ?? 0)
        return found
    }

    /// Where the memo at `path` is among `memos`: looked for from the
    /// scope's cursor on (memos are used in the order they were made), then
    /// from the start.
    private func memoIndex(_ path: NodeKey, in memos: [ElementMemoBase], scope: Int) -> Int? {
        let count = memos.count
        guard count > 0 else { return nil }
        let start = scopes[scope].memoCursor < count ? scopes[scope].memoCursor : 0
        var i = start
        repeat {
            if memos[i].path == path {
                scopes[scope].memoCursor = i + 1
                return i
            }
            i = i + 1 == count ? 0 : i + 1
        } while i != start
        return nil
    }

    /// The memo of the view of your own at `context.path` (UPD1 outside a
    /// `ForEach`: a memo of one position), begun for this update; `nil`
    /// where it is not kept by value — as for `elementMemo`, and for a view
    /// in a `ForEach` element (kept with it) or evaluated again alone
    /// (STATE2: its state changed).
    func viewMemo<Content: View>(for type: Content.Type, _ context: ResolveContext) -> ElementMemo<Content>? {
        guard resolvesGraph, elementsBeingResolved == 0, context.path != reevaluatedPath else { return nil }
        return elementMemo(for: type, context)
    }

    /// Resolves `value`, a view of your own at `context.path`, through
    /// `resolve` — or keeps its nodes as they are when its memo (`viewMemo`)
    /// says it is last time's (UPD1); where it has none, just resolves it.
    func resolveKeepingByValue<V: View>(_ value: V, _ context: ResolveContext, into elements: inout [Node],
                                        _ resolve: (inout [Node]) -> Void) {
        guard let memo = viewMemo(for: V.self, context) else {
            resolve(&elements)
            return
        }
        var compared = value
        if memo.deferKeep(0, view: &compared, path: context.path) {
            memo.flush(builder: self, into: &elements) { _, elements in
                resolveRecording(value, path: context.path, at: 0, memo: memo, into: &elements, named: { _, _ in }, resolve)
            }
            return
        }
        resolveRecording(value, path: context.path, at: 0, memo: memo, into: &elements, named: { _, _ in }, resolve)
    }

    /// Resolves `view`, at `position` of `memo` with identity path `path`,
    /// through `resolve`, and remembers how (`ElementMemo.remember`): its
    /// value, its run of nodes, and whether it can be kept next time — an
    /// element with bodies can, if they read nothing the graph cannot see
    /// change (`ElementPurity`), found out inside the update's tracking of
    /// observable properties. `named` gives what it resolved into its id
    /// (a `ForEach`'s) before the run is taken.
    func resolveRecording<Content: View>(_ view: Content, path: NodeKey, at position: Int, memo: ElementMemo<Content>,
                                         into elements: inout [Node], named: (inout [Node], Int) -> Void,
                                         _ resolve: (inout [Node]) -> Void) {
        let firstElement = elements.count, firstMember = currentMemberCount
        let bodies = bodiesEvaluated, diagnostics = engine.diagnostics.count
        let observation = engine.stateHostIfMade?.observation
        guard let observation, observation.isTracking,
              !observation.observingElementTypes.contains(ObjectIdentifier(Content.self)) else {
            resolve(&elements)
            named(&elements, firstElement)
            let pure = bodiesEvaluated == bodies && engine.diagnostics.count == diagnostics
            memo.remember(position, view: view, path: path, builder: self, firstMember: firstMember,
                          firstElement: firstElement, elements: elements, purity: pure ? .pure : .impure)
            return
        }
        let host = engine.stateHost
        let readsElsewhere = host.readsElsewhere, layoutTimeContent = self.layoutTimeContent
        let outermost = !loggingOwners
        let firstOwner = loggedOwners.count
        loggingOwners = true
        let read = observation.probe { resolve(&elements) }
        named(&elements, firstElement)
        if read { observation.observingElementTypes.insert(ObjectIdentifier(Content.self)) }
        let purity: ElementPurity
        if engine.diagnostics.count != diagnostics {
            purity = .impure
        } else if bodiesEvaluated == bodies {
            purity = .pure
        } else if read || host.readsElsewhere != readsElsewhere || self.layoutTimeContent != layoutTimeContent {
            purity = .impure
        } else {
            // The owners in this scope (those of scopes below go with their scope's node).
            let table = currentScopeStateTable
            purity = .bodies(loggedOwners[firstOwner...].filter { $0.table === table && table != nil })
        }
        if outermost {
            loggingOwners = false
            loggedOwners.removeAll(keepingCapacity: true)
        }
        memo.remember(position, view: view, path: path, builder: self, firstMember: firstMember,
                      firstElement: firstElement, elements: elements, purity: purity)
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
