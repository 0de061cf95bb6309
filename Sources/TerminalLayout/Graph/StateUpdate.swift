/// Internal: evaluating again only the views whose state changed (STATE2).
///
/// While an update resolves a composite view that keeps state, the builder
/// notes what its body made (`beginBody` / `endBody`) on the view's
/// `StateOwner`. When a box of that view is set, the graph's next update
/// (`ViewGraph.updateChangedOwners`) runs the view's `_makeNodes` again,
/// alone, with the context it had, in its own identity scope, reusing its
/// nodes by key as a full update does:
///
/// ```
///  VStack scope: [ Text a │ Counter's nodes │ Text b ]       one Counter's count set
///                           ▲ previous = owner.members
///  reevaluate(Counter): rerun(context) ─▶ same elements, same traits from its body?
///        yes: finish(elements), mark their ancestors changed (memo, cache)   — partial
///        no (its top-level nodes changed): the root is resolved again        — full
/// ```
struct OpenBody {
    /// The view whose body is being resolved.
    let owner: StateOwner
    /// Its scope (an index into the builder's scopes) and where its members
    /// and elements start.
    let scope: Int
    let firstMember: Int
    let firstElement: Int
    /// The owners resolved inside it in the same scope.
    var nested: [StateOwner] = []
}

/// Internal: what evaluating an owner again came to.
struct Reevaluation {
    /// The elements its body resolved into now.
    var elements: [Node]
    /// The elements it had before.
    var oldElements: [Node]
    /// Its members before and now (a changed run must be spliced into the scope's).
    var oldMembers: [Node]
    var members: [Node]
    /// Whether its parent sees the same nodes with the same traits (else
    /// the parent must be resolved again: a full update).
    var keptShape: Bool
}

extension GraphBuilder {
    /// An owner's body is about to be resolved, its output appended to
    /// elements from `elementCount` on.
    func beginBody(of owner: StateOwner, elementCount: Int) {
        let scope = scopes.count - 1
        openBodies.append(OpenBody(owner: owner, scope: scope, firstMember: scopes[scope].members.count,
                                   firstElement: elementCount))
        let host = engine.stateHost
        host.openOwners.append(owner)
        host.bodyDepth += 1
    }

    /// The body begun last is resolved into `elements` (from its first
    /// element on): records on its owner what evaluating it again needs —
    /// `rerun`, which resolves the view value again, and `context`.
    func endBody(elements: [Node], context: ResolveContext,
                 rerun: @escaping (ResolveContext, inout [Node]) -> Void) {
        let body = openBodies.removeLast()
        let host = engine.stateHost
        host.openOwners.removeLast()
        host.bodyDepth -= 1
        let owner = body.owner
        owner.rerun = rerun
        owner.path = context.path
        owner.environment = context.environment
        owner.depth = context.depth
        owner.modifierContent = context.modifierContent
        owner.canUpdateAlone = resolvesGraph
        // Kept as they were when unchanged (no allocation per update).
        let members = scopes[body.scope].members[body.firstMember...]
        if !owner.members.elementsEqual(members) { owner.members = Array(members) }
        let made = elements[body.firstElement...]
        if !owner.elements.elementsEqual(made) { owner.elements = Array(made) }
        if owner.elementTraits.count != made.count
            || !zip(owner.elementTraits, made).allSatisfy({ $0.isSame(as: $1.pendingTraits) }) {
            owner.elementTraits = made.map(\.pendingTraits)
        }
        if !owner.nested.isEmpty || !body.nested.isEmpty { owner.nested = body.nested }
        if let last = openBodies.indices.last, openBodies[last].scope == body.scope {
            openBodies[last].nested.append(owner)
        }
    }

    /// Evaluates `owner` again, alone, in its own scope (STATE2): its view
    /// value is resolved with the context it had; the nodes its body made
    /// last time are reused by key, those not matched are freed, and the
    /// state of the views inside it that went away is dropped.
    ///
    /// When its parent sees the same elements with the same traits from
    /// its body, their committed traits (with what modifiers outside it
    /// added) are kept; `finish` then works out what changed.
    func reevaluate(_ owner: StateOwner) -> Reevaluation {
        let oldMembers = owner.members, oldElements = owner.elements, oldTraits = owner.elementTraits
        var nested: [StateOwner] = []
        func collect(_ owners: [StateOwner]) {
            for inner in owners {
                nested.append(inner)
                collect(inner.nested)
            }
        }
        collect(owner.nested)
        guard let table = owner.table, let rerun = owner.rerun else {
            return Reevaluation(elements: [], oldElements: oldElements, oldMembers: oldMembers, members: [],
                                keptShape: false)
        }
        scopes = [IdentityScope(previous: oldMembers, owner: table.scopeNode)]
        rootState = table.scopeNode == nil ? table : nil
        openBodies.removeAll()
        environments.removeAll()
        var context = ResolveContext(path: owner.path, environment: owner.environment, depth: owner.depth, builder: self)
        context.modifierContent = owner.modifierContent
        var elements: [Node] = []
        // Its own view is evaluated, not kept by value (UPD1): its state changed.
        reevaluatedPath = owner.path
        engine.stateHost.observation.track(alone: owner) { rerun(context, &elements) }
        reevaluatedPath = nil
        release(unmatched: oldMembers)
        for inner in nested where inner.generation != generation { table.remove(inner) }
        let keptShape = elements == oldElements
            && zip(elements, oldTraits).allSatisfy { $0.pendingTraits.isSame(as: $1) }
        if keptShape {
            for element in elements { element.pendingTraits = element.traits }
        }
        return Reevaluation(elements: elements, oldElements: oldElements, oldMembers: oldMembers,
                            members: scopes[0].members, keptShape: keptShape)
    }

    /// Recomputes what a node derives from its behaviour and children — its
    /// constant size, the proposed lengths its size does not depend on,
    /// which explicit guides it can have, whether no child sets a `zIndex` —
    /// as `finish` does.
    static func refreshDerived(_ record: UnsafeMutablePointer<NodeRecord>, containerAware: Bool) {
        // One call for the three answers (each call on the existential
        // copies it out of the record and destroys the copy); a built-in
        // behaviour's directly (DISPATCH).
        let children = record.pointee.children
        let derived = switch record.pointee.builtinKind {
        case .frame: record.builtinBehavior(FrameBehavior.self).pointee.derivedValues(children: children)
        case .compactFlexFrame: record.builtinBehavior(CompactFlexFrameBehavior.self).pointee.derivedValues(children: children)
        case .color: record.builtinBehavior(ColorBehavior.self).pointee.derivedValues(children: children)
        case .other: record.pointee.behavior.derivedValues(children: children)
        }
        record.pointee.constantSize = derived.constantSize
        record.pointee.proposalIndependentAxes = derived.proposalIndependentAxes
        let guideSource = derived.guideSource
        // (A leaf or a modifier has nothing to sort: no child read.)
        record.pointee.noChildHasZIndex = !record.pointee.children.hasSeveral
            || !record.pointee.children.contains { $0.zIndex != nil }
        if containerAware {
            let dependence = record.pointee.builtinKind == .other ? record.pointee.behavior.containerDependence : .fromChildren
            record.pointee.dependsOnContainer = switch dependence {
            case .always: true
            case .container: false
            case .fromChildren: record.pointee.children.contains { $0.record.pointee.dependsOnContainer }
            }
        }
        switch guideSource {
        case .none: record.pointee.explicitGuideKinds = .none
        case .always: record.pointee.explicitGuideKinds = .any
        case .textBaselines: record.pointee.explicitGuideKinds = .textBaselines
        case .children:
            var kinds = ExplicitGuideKinds.none
            for child in record.pointee.children { kinds = Swift.max(kinds, child.explicitGuideKinds) }
            record.pointee.explicitGuideKinds = kinds
        }
    }
}

extension ViewGraph {
    /// Evaluates again the views whose state was set, alone (STATE2);
    /// returns false, having changed nothing, when the graph must resolve
    /// the whole root instead (a change whose readers it does not know, a
    /// view it cannot evaluate alone, diagnostics from the last update).
    /// When an evaluated view hands its parent other nodes than before, or
    /// a lazy stack is above it, what it did is finished and the root is
    /// resolved again after it.
    func updateChangedOwners() -> Bool {
        guard let host = engine.stateHostIfMade, !host.needsFullUpdate, !host.changedOwners.isEmpty,
              resolveDiagnostics.isEmpty, root != nil,
              host.changedOwners.allSatisfy({ $0.canUpdateAlone && $0.rerun != nil && $0.isLive })
        else { return false }
        // Outer views first: one evaluated inside another is not evaluated twice.
        let owners = host.beginPartialUpdate().sorted { $0.depth < $1.depth }
        engine.diagnostics = []
        let builder = GraphBuilder(reevaluating: engine)
        var elements: [Node] = [], replaced: [Node] = []
        var full = false
        for owner in owners where owner.generation != builder.generation && owner.isLive {
            let scopeNode = owner.table?.scopeNode
            let result = builder.reevaluate(owner)
            elements += result.elements
            // The runs of `ForEach` elements kept by value may hold what it
            // made before (UPD1): none is kept until resolved again.
            if result.members != result.oldMembers || !result.keptShape { host.noteStructureChange() }
            if result.members != result.oldMembers {
                if let scopeNode {
                    var members = scopeNode.scopeMembers
                    if !Self.splice(result.oldMembers, with: result.members, into: &members) { full = true }
                    scopeNode.scopeMembers = members
                } else if !Self.splice(result.oldMembers, with: result.members, into: &rootMembers) {
                    full = true
                }
            }
            if !result.keptShape {
                full = true
                replaced += result.oldElements
            }
        }
        if !engine.diagnostics.isEmpty { full = true }
        let changed = builder.finish(elements)
        if changed || full {
            if !invalidateAncestors(of: elements + replaced) { full = true }
            lastResultIsCurrent = false
        }
        if full { resolveRootAgain?() }
        return true
    }

    /// Replaces the run `old` of a scope's members with `new`; returns
    /// false when the run is not there as it was (the new members are then
    /// appended, so that the next full update finds them by key).
    static func splice(_ old: [Node], with new: [Node], into members: inout [Node]) -> Bool {
        if let first = old.first, let start = members.firstIndex(of: first),
           start + old.count <= members.count, members[start..<start + old.count].elementsEqual(old) {
            members.replaceSubrange(start..<start + old.count, with: new)
            return true
        }
        for node in new where !members.contains(node) { members.append(node) }
        return false
    }

    /// Marks every ancestor of `targets` changed — memo forgotten, layout
    /// cache stale, derived fields recomputed — as `finish` does for a
    /// changed child. Returns false when a target is not in the tree or a
    /// lazy stack is above one (then the root must be resolved again).
    func invalidateAncestors(of targets: [Node]) -> Bool {
        guard let root else { return targets.isEmpty }
        var remaining = targets
        var crossedLazy = false
        let arena = engine.arena
        func visit(_ node: Node) -> Bool {
            // A target may hold others (a view kept by value inside an owner
            // evaluated again, then evaluated alone itself, UPD1): looked for below it too.
            var isTarget = false
            if let i = remaining.firstIndex(of: node) {
                remaining.remove(at: i)
                isTarget = true
                if remaining.isEmpty { return true }
            }
            var contains = false
            if let lazy = node.lazyState {
                for child in lazy.rowElements where !remaining.isEmpty { if visit(child) { contains = true } }
            } else {
                for child in node.children where !remaining.isEmpty { if visit(child) { contains = true } }
            }
            if contains {
                if node.lazyState != nil { crossedLazy = true }
                let record = arena.record(Int(node.index))
                record.pointee.clearMemo()
                GraphBuilder.refreshDerived(record, containerAware: arena.tracksContainerDependence)
                if record.pointee.cacheState == .ready { record.pointee.cacheState = .stale }
            }
            return contains || isTarget
        }
        _ = visit(root)
        return remaining.isEmpty && !crossedLazy
    }
}
