/// Internal: builds the node tree for one update, reusing the nodes of the
/// previous update whose identity matches.
///
/// Identity is matched per container, as SwiftUI matches a container's
/// children: a container that resolves its content (a layout, a
/// `ViewThatFits`, a scroll view's stack, a `GeometryReader`) opens a
/// *scope*, and the keys of the nodes made in it are paths relative to it.
/// A node is looked up among the nodes its scope made in the previous
/// update — first at the same position (the common case: nothing moved,
/// one key comparison), then by key (a table built on the first miss, so
/// moved `ForEach` ids keep their nodes without disturbing their
/// siblings). There is no table of every node: a cold pass does no lookups.
///
/// ```
///  VStack ─ scope ─┬─ [0]                 keys relative to the VStack
///                  ├─ .id(7) · wrap(frame)
///                  └─ .id(7) · .type(Color)
///        HStack (in the VStack's scope) ─ scope ─ …   its own relative keys
/// ```
final class GraphBuilder {
    /// How deeply views may nest before resolution stops (a view that
    /// contains itself).
    static let maxDepth: Int32 = 256

    let engine: LayoutEngine
    /// Distinguishes this resolution from every other of the engine (a node
    /// matched in it carries it).
    let generation: Int
    /// The scopes being filled, innermost last.
    @exclusivity(unchecked) var scopes: [IdentityScope]
    /// The sets of inherited values the update's contexts use (see
    /// `ResolveContext.environment`); one more for each change.
    @exclusivity(unchecked) var environments = EnvironmentStore()

    /// A builder whose outermost scope reuses `previous` (the nodes that
    /// scope made last time, in the order they were made), for views
    /// resolved while laid out (a lazy stack's rows, a `GeometryReader`'s content).
    init(engine: LayoutEngine, previous: [Node]) {
        self.engine = engine
        self.generation = engine.nextGeneration()
        engine.arena.updateStamp = UInt32(truncatingIfNeeded: generation)
        keptNodesWithTraitsBefore = engine.arena.keptNodesWithTraits
        self.scopes = [IdentityScope(previous: previous, owner: nil)]
        // A lazy row's state is kept on the first node its scope made.
        if let first = previous.first, first.isLive { rootState = first.stateTable?.firstMemberState }
        keepsRootStateOnFirstMember = true
        resolvesGraph = false
    }

    /// A builder for a graph's root scope, whose `@State` storage the graph keeps.
    init(engine: LayoutEngine, previous: [Node], graphState: StateTable?) {
        self.engine = engine
        self.generation = engine.nextGeneration()
        engine.arena.updateStamp = UInt32(truncatingIfNeeded: generation)
        keptNodesWithTraitsBefore = engine.arena.keptNodesWithTraits
        self.scopes = [IdentityScope(previous: previous, owner: nil)]
        rootState = graphState
        keepsRootStateOnFirstMember = false
        resolvesGraph = true
    }

    /// A builder that evaluates views that own changed state again, each in
    /// its own scope (see `reevaluate`, STATE2).
    init(reevaluating engine: LayoutEngine) {
        self.engine = engine
        self.generation = engine.nextGeneration()
        engine.arena.updateStamp = UInt32(truncatingIfNeeded: generation)
        keptNodesWithTraitsBefore = engine.arena.keptNodesWithTraits
        self.scopes = [IdentityScope(previous: [], owner: nil)]
        keepsRootStateOnFirstMember = false
        resolvesGraph = true
    }

    /// How many composite bodies (and dynamic-property installs) this
    /// builder has evaluated: an element under which it did not grow was
    /// resolved from its view value alone, so it can be kept by value next
    /// time (`ElementMemo`, UPD1).
    @exclusivity(unchecked) var bodiesEvaluated = 0
    /// How many `ForEach` elements this builder kept by value (UPD1).
    @exclusivity(unchecked) var keptElements = 0
    /// Whether `ForEach` elements with bodies may be kept by value in this
    /// update (UPD1): not when every view must be evaluated again (an
    /// observable property changed, a box read elsewhere was set, the size
    /// classes changed).
    @exclusivity(unchecked) var keepsComposites = true
    /// Whether the owners of `@State` installed are noted in `loggedOwners`
    /// (while a `ForEach` element that may be kept by value is resolved).
    @exclusivity(unchecked) var loggingOwners = false
    @exclusivity(unchecked) var loggedOwners: [StateOwner] = []
    /// How many views whose content is made while laid out (a lazy stack's
    /// rows, a `GeometryReader`'s content) this builder resolved: an element
    /// under which it grew is not kept by value, since that content is made
    /// again, and tracked again, only when its view is resolved.
    @exclusivity(unchecked) var layoutTimeContent = 0
    /// `NodeArena.keptNodesWithTraits` when the builder began: `finish`
    /// reads the records of nodes kept by value only if it grew since.
    private let keptNodesWithTraitsBefore: Int
    /// How many `ForEach` elements are being resolved, one inside another:
    /// the views of your own in them are kept by value with their element,
    /// not alone (no memo of their own for each of thousands of rows).
    @exclusivity(unchecked) var elementsBeingResolved = 0
    /// The path of the view being evaluated again alone (STATE2), which is
    /// not kept by value: its state changed.
    @exclusivity(unchecked) var reevaluatedPath: NodeKey?

    /// The sections being noted for custom containers' `sections:` forms,
    /// innermost last (CC1): while one is, no `ForEach` element or view of
    /// your own is kept by value (UPD1), so every `Section` is resolved
    /// and seen.
    @exclusivity(unchecked) var sectionRecorders: [SectionRecorder] = []
    /// The subviews of custom containers placed in this update (CC1): one
    /// placed a second time is left out.
    @exclusivity(unchecked) var placedSubviews: Set<Node> = []

    /// Whether the builder resolves the graph's views in an update (full or
    /// of changed owners), not while laid out: the composite views with
    /// state it resolves can later be evaluated again on their own.
    let resolvesGraph: Bool
    /// The bodies of owners being resolved, innermost last (see `beginBody`).
    @exclusivity(unchecked) var openBodies: [OpenBody] = []

    /// The `@State` storage of the outermost scope (see `StateTable`): the
    /// graph's, or, for a builder of its own (a lazy row), the one kept on
    /// the first node the scope made (`StateTable.firstMemberState`).
    @exclusivity(unchecked) var rootState: StateTable?
    /// Whether the outermost scope's state is kept on its first node
    /// (every builder but a graph's).
    private let keepsRootStateOnFirstMember: Bool

    /// The `@State` storage of the innermost scope, made on first use: on
    /// the node that opens the scope, or the builder's own at the outermost.
    func currentStateTable() -> StateTable {
        if let owner = scopes[scopes.count - 1].owner {
            if let table = owner.stateTable { return table }
            let table = StateTable(scopeNode: owner)
            owner.stateTable = table
            return table
        }
        if let rootState { return rootState }
        let table = StateTable()
        table.isGraphRoot = !keepsRootStateOnFirstMember
        rootState = table
        return table
    }

    /// Drops the `@State` storage of views `owner`'s scope did not resolve
    /// again in this update (they went away).
    private func pruneState(of owner: Node) {
        guard let table = owner.stateTable else { return }
        table.removeEntries(notResolvedIn: generation)
        if table.isUnused { owner.stateTable = nil }
    }

    /// Keeps the outermost scope's state (a lazy row's) on the first node
    /// the scope made this time, taking it off the one of last time; the
    /// entries of views that went away are dropped.
    private func moveRootStateToFirstMember() {
        let previousFirst = scopes[0].previousNodes.first.flatMap { $0.isLive ? $0 : nil }
        if let old = previousFirst, let table = old.stateTable, table.firstMemberState != nil {
            table.firstMemberState = nil
            if table.isUnused { old.stateTable = nil }
        }
        guard let state = rootState else { return }
        state.removeEntries(notResolvedIn: generation)
        guard !state.isEmpty, let first = scopes[0].members.first else { return }
        let table = first.stateTable ?? StateTable(scopeNode: first)
        table.firstMemberState = state
        first.stateTable = table
    }

    /// Starts again with an outermost scope that reuses `previous`, keeping
    /// the generation (for builders that resolve many small, separate
    /// pieces in one pass, such as a lazy container's rows: one builder, no
    /// allocation per piece). With `keepingFirstEnvironment`, the first set
    /// of inherited values stored stays at index 0 (the values every piece
    /// starts from: not copied again for each).
    func reset(previous: [Node], keepingFirstEnvironment: Bool = false) {
        scopes.removeLast(scopes.count - 1)
        scopes[0].reset(previous: previous)
        environments.removeAll(keepingFirst: keepingFirstEnvironment ? 1 : 0)
        // A lazy row's state is its own: the next row's is kept on its first node.
        rootState = nil
        if keepsRootStateOnFirstMember, let first = previous.first, first.isLive {
            rootState = first.stateTable?.firstMemberState
        }
    }

    /// Stores a set of inherited values and returns its index; a context
    /// whose values did not change keeps its index.
    func store(_ environment: ResolvedEnvironment, replacing index: Int32?) -> Int32 {
        if let index, environments.pointer(Int(index)).pointee == environment { return index }
        return Int32(environments.append(environment))
    }

    /// The nodes made in the outermost scope, in order (what the next
    /// builder for the same place gets as `previous`).
    var rootMembers: [Node] { scopes[0].members }

    /// The node for `key` in the current scope: the previous update's node
    /// if there is one of the same kind, else a new one.
    ///
    /// Keys are unique within a scope by construction: structural paths
    /// differ, and `ForEach` makes a repeated id unique with an occurrence
    /// count, so no set of the keys made so far is needed.
    ///
    /// `rightToLeft` is the layout direction the node is resolved under
    /// (RTL1); a kept node whose direction changes has changed itself.
    func node<B: NodeBehavior>(_ key: NodeKey, behavior: B, rightToLeft: Bool) -> Node {
        let scope = scopes.count - 1
        let node: Node
        // A node kept from the last update has traits collected for it to forget.
        var kept = false
        if let old = scopes[scope].previousNode(for: key, generation: generation) {
            if old.hasBehavior(B.self) {
                node = old
                kept = true
                node.isNew = false
                node.changedItself = !old.behaviorIsSame(as: behavior) || old.isRightToLeft != rightToLeft
                node.behavior = behavior
            } else {
                // Same place, another kind: what its content made is still
                // matched by key, by the new node; the old one goes.
                let members = old.scopeMembers
                let state = old.stateTable
                engine.arena.freeSlot(old)
                node = engine.arena.make(key: key, behavior: behavior)
                node.scopeMembers = members
                node.stateTable = state
                state?.scopeNode = node
            }
        } else {
            // Through a guaranteed reference: `engine.arena` was retained
            // and released around the call, once per node made.
            node = Unmanaged.passUnretained(engine)._withUnsafeGuaranteedRef { engine in
                Unmanaged.passUnretained(engine.arena)._withUnsafeGuaranteedRef { $0.make(key: key, behavior: behavior) }
            }
        }
        node.generation = generation
        if rightToLeft || kept { node.record.pointee.isRightToLeft = rightToLeft }
        // Resolved, not kept: a kept mark of an update long ago must not
        // match this generation once generations wrap; and its children are
        // not known to be all kept until `resolveChildren` says so.
        node.arena.markKept(node, generation: 0)
        node.record.pointee.childrenAllKept = false
        if kept { node.resetPendingTraits() }
        scopes[scope].add(node)
        return node
    }

    /// Makes room in the innermost scope for `count` more nodes (see
    /// `IdentityScope.reserve`).
    func reserveMembers(_ count: Int) {
        scopes[scopes.count - 1].reserve(count)
    }

    /// Resolves `content` as the children of `owner`, in the owner's own
    /// identity scope: keys start again from the owner, and the nodes its
    /// content made last time are the candidates for reuse.
    func resolveChildren<V: View>(_ content: V, of owner: Node, _ context: ResolveContext) -> [Node] {
        let keptWithTraits = engine.arena.keptNodesWithTraits
        scopes.append(IdentityScope(previous: owner.scopeMembers, owner: owner))
        var inner = context
        inner.path = NodeKey.scopeRoot
        var children: [Node] = []
        resolve(content, inner, into: &children)
        let scope = scopes.removeLast()
        let kept = children.withoutSlack()
        // Most often the content made exactly the children (a stack of views
        // without modifiers of their own): then both lists share one array.
        owner.scopeMembers = scope.members == kept ? kept : scope.members.withoutSlack()
        pruneState(of: owner)
        pruneElementMemos(of: owner)
        release(unmatched: scope.unmatchedCandidates)
        let childrenChanged = owner.setChildren(NodeList(kept), engine: engine)
        if childrenChanged {
            owner.changedItself = true
            owner.childrenChanged()
        }
        // (Not when a kept child got traits from a modifier outside it: `finish` commits them.)
        owner.record.pointee.childrenAllKept = !childrenChanged && scope.allKept
            && engine.arena.keptNodesWithTraits == keptWithTraits
        return kept
    }

    /// Runs `body` in `owner`'s own identity scope (as `resolveChildren`
    /// does), without setting the owner's children.
    func inScope<R>(of owner: Node, _ body: () -> R) -> R {
        scopes.append(IdentityScope(previous: owner.scopeMembers, owner: owner))
        let result = body()
        let scope = scopes.removeLast()
        owner.scopeMembers = scope.members.withoutSlack()
        pruneState(of: owner)
        pruneElementMemos(of: owner)
        release(unmatched: scope.unmatchedCandidates)
        return result
    }

    /// Frees the nodes of a scope's previous update that this update did
    /// not match, with everything their own scopes made.
    func release(unmatched previous: [Node]) {
        let arena = engine.arena
        let stamp = UInt32(truncatingIfNeeded: generation)
        for node in previous
        where arena.isLive(node) && !arena.wasKept(node, generation: stamp) && node.generation != generation {
            arena.free(node)
        }
    }

    /// Frees the outermost scope's previous nodes that were not matched.
    func releaseUnmatchedRootMembers() {
        if keepsRootStateOnFirstMember { moveRootStateToFirstMember() }
        release(unmatched: scopes[0].previousNodes)
    }

    /// Sets a node's children, noting whether the list changed.
    func setChildren(_ children: [Node], of node: Node) {
        setChildren(NodeList(children), of: node)
    }

    /// Sets a node's children, noting whether the list changed.
    func setChildren(_ children: NodeList, of node: Node) {
        if node.setChildren(children, engine: engine) {
            node.changedItself = true
            node.childrenChanged()
        }
    }

    /// Resolves any view into nodes.
    func resolve<V: View>(_ view: V, _ context: ResolveContext, into elements: inout [Node]) {
        guard context.depth < Self.maxDepth else {
            engine.report(.resolutionLimit(view: "\(V.self)", depth: Int(context.depth)))
            return
        }
        var inner = context
        inner.depth += 1
        // Hand the elements over without copying them (the array is moved in and out).
        var outputs = _ViewOutputs(elements: [])
        swap(&outputs.elements, &elements)
        V._makeNodes(view, _ViewInputs(context: inner), &outputs)
        swap(&outputs.elements, &elements)
    }

    /// Resolves `view` with `context` as it is (no depth step): what a
    /// `StateOwner`'s `rerun` does.
    func makeNodes<V: View>(_ view: V, _ context: ResolveContext, into elements: inout [Node]) {
        var outputs = _ViewOutputs(elements: [])
        swap(&outputs.elements, &elements)
        V._makeNodes(view, _ViewInputs(context: context), &outputs)
        swap(&outputs.elements, &elements)
    }

    /// Resolves a type-erased view into nodes.
    func resolveAny(_ view: any View, _ context: ResolveContext, into elements: inout [Node]) {
        resolve(view, context, into: &elements)
    }

    /// Finishes the update: commits traits and works out, bottom-up, which
    /// nodes changed. A changed node forgets its memo; a changed container
    /// must update its cache. Returns whether anything changed.
    @discardableResult
    func finish(_ roots: [Node]) -> Bool {
        var anyChanged = false
        let arena = engine.arena
        let stamp = UInt32(truncatingIfNeeded: generation)
        let keptNodesHaveTraits = arena.keptNodesWithTraits != keptNodesWithTraitsBefore
        // Several roots (views evaluated again alone, STATE2) may hold one
        // another's nodes — a view with state inside another, both set —
        // and a node's traits must be committed once: a second visit would
        // find none pending and clear them. Each node is visited once; one
        // root (a full update) needs no record of that.
        var visited: [Node: Bool] = [:]
        let tracksVisits = roots.count > 1
        func visit(_ node: Node) -> Bool {
            if tracksVisits, let changed = visited[node] { return changed }
            // Kept by value (UPD1): nothing in it or under it was resolved
            // again (its record is not even read) — but the traits that
            // modifiers outside it wrote (see `Node.openPendingTraits`).
            if arena.wasKept(node, generation: stamp) {
                guard keptNodesHaveTraits else { return false }
                let record = arena.record(Int(node.index))
                guard record.pointee.hasPendingTraits,
                      record.pointee.commitPendingTraits(slot: Int(node.index), in: &arena.pendingTraits)
                else { return false }
                record.pointee.clearMemo()
                Self.refreshDerived(record, containerAware: arena.tracksContainerDependence)
                if record.pointee.cacheState == .ready { record.pointee.cacheState = .stale }
                return true
            }
            // The record is read and written in place.
            let record = arena.record(Int(node.index))
            var changed = record.pointee.changedItself
            if record.pointee.commitPendingTraits(slot: Int(node.index), in: &arena.pendingTraits) { changed = true }
            // Children all kept by value: none of them is visited (each would
            // answer at once that nothing in it changed).
            if !record.pointee.childrenAllKept {
                for child in record.pointee.children where visit(child) { changed = true }
            }
            if changed {
                // What the node derives from its children: the same as last
                // time unless it or one of them changed.
                // Cleared first: a constant size is set on a memo that holds no answer.
                record.pointee.clearMemo()
                Self.refreshDerived(record, containerAware: arena.tracksContainerDependence)
                if !record.pointee.isNew && record.pointee.cacheState == .ready { record.pointee.cacheState = .stale }
                anyChanged = true
            }
            if tracksVisits { visited[node] = changed }
            return changed
        }
        for root in roots where visit(root) { anyChanged = true }
        return anyChanged
    }
}

extension Array {
    /// This array, copied into storage of its exact size if it was grown by
    /// appending and a quarter or more of its storage is unused (a graph keeps
    /// a container's children and scope members for as long as it lives;
    /// the first update of a 100,000-child container would otherwise keep
    /// room for 131,072). Small arrays and arrays without slack are returned
    /// as they are.
    func withoutSlack() -> [Element] {
        guard count >= 256, capacity - count >= count / 4 else { return self }
        var tight: [Element] = []
        tight.reserveCapacity(count)
        tight.append(contentsOf: self)
        return tight
    }
}
