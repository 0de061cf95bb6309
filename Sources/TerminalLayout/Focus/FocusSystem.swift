/// Where focus is in a `ViewGraph`, and where key presses go: the app
/// layer's side of `focusable`, `@FocusState`, `focused` and `onKeyPress`.
///
/// ```
///  KeyPress ──▶ handle: focused view's chain, innermost first, then its ancestors (KEY1)
///                 │ all ignored and Tab / Shift-Tab: moveFocus
///                 ▼
///              settle: graph.updateIfNeeded, then focus follows FOCUS1
///                      (focused view gone → none; values set by view code move focus;
///                       every focus state written to match) — until nothing changes
/// ```
///
/// Focus is a node of the graph (the `focusable` modifier's): it stays
/// while the view keeps its identity across updates, and is lost when the
/// view goes. Each call walks the graph once (the nodes in view order,
/// with their parents); nothing is kept between calls but the focused node.
package final class FocusSystem {
    /// The graph whose views get the keys.
    package let graph: ViewGraph
    /// The focusable view that has focus, if any.
    private var focused: Node?
    /// The focus states last written to a binding's value (not `false` /
    /// `nil`): reset when no binding covers the focused view any more, even
    /// if their views went away.
    private var heldStates: [ObjectIdentifier: any FocusStorage] = [:]

    /// A focus system for `graph`; nothing has focus.
    package init(graph: ViewGraph) {
        self.graph = graph
    }

    /// How many times the focus system has resolved the graph again (state
    /// set by an action, focus states written) or scrolled a scroll view to
    /// show the view that took focus (FOCUS2): the app layer draws a new
    /// frame when it changed.
    package private(set) var updateCount = 0
    /// The focused view the scroll views were last moved to show (FOCUS2):
    /// they are moved when focus goes to another view, not when the user
    /// scrolls the focused one away.
    private var revealed: Node?

    /// Whether a view has focus.
    package var hasFocus: Bool { focused.map { $0.isLive } ?? false }

    /// Whether the focused view went away without the focus system seeing
    /// it (the graph resolved its views again while laid out, for new size
    /// classes): `settle()` then drops focus and writes the focus states.
    package var focusedViewWentAway: Bool { focused.map { !$0.isLive } ?? false }

    /// The frame the focused view had in the last layout, in root points.
    package var focusedFrame: CGRect? {
        guard let focused, focused.isLive else { return nil }
        return graph.engine.lastFrame(of: focused)
    }

    /// Delivers `press` to the views (KEY1): the focused view's handlers
    /// first — the `onKeyPress` modifiers on the focused view itself,
    /// innermost first, then those of every view that contains it, from
    /// the innermost out; with nothing focused, the handlers on the root
    /// view. The first action that answers `.handled` ends the delivery.
    /// A Tab (Shift-Tab) no handler took moves focus to the next
    /// (previous) focusable view. Focus state is settled afterwards.
    @discardableResult
    package func handle(_ press: KeyPress) -> KeyPress.Result {
        let scan = settle()
        var result = KeyPress.Result.ignored
        for index in scan.responderChain(from: focusedIndex(in: scan)) {
            guard let behavior = scan.nodes[index].behavior(as: KeyPressBehavior.self),
                  behavior.handler.accepts(press) else { continue }
            if behavior.handler.action(press) == .handled {
                result = .handled
                break
            }
        }
        // No view in the focused chain took it: a control's keyboard shortcut may (KBD1),
        // the first in view order.
        if result == .ignored, press.phase == .down {
            for index in scan.shortcuts {
                guard let behavior = scan.nodes[index].behavior(as: ShortcutBehavior.self),
                      let shortcut = behavior.shortcut, shortcut.matches(press) else { continue }
                behavior.action()
                result = .handled
                break
            }
        }
        if result == .ignored, press.key == .tab, press.phase == .down {
            if moveFocus(forward: !press.modifiers.contains(.shift), in: scan) { result = .handled }
        }
        settle()
        return result
    }

    /// Moves focus to the next focusable view in view order (`forward`) or
    /// the previous one, wrapping around; from no focus, to the first (or
    /// last). Returns false when no view can take focus.
    @discardableResult
    package func moveFocus(forward: Bool) -> Bool {
        let moved = moveFocus(forward: forward, in: settle())
        settle()
        return moved
    }

    private func moveFocus(forward: Bool, in scan: FocusScan) -> Bool {
        let focusables = scan.focusables
        guard !focusables.isEmpty else { return false }
        let next: Int
        let wraps: Bool
        if let current = focusedIndex(in: scan), let position = focusables.firstIndex(of: current) {
            next = forward ? (position + 1) % focusables.count : (position + focusables.count - 1) % focusables.count
            wraps = forward ? next < position : next > position
        } else {
            next = forward ? 0 : focusables.count - 1
            wraps = true
        }
        // To the first (last) view of the content: in a lazy stack scrolled
        // since its first (last) row was made, that row is made first.
        if wraps, let rescan = scanAtContentEdge(forward: forward, target: focusables[next], in: scan),
           let edge = forward ? rescan.focusables.first : rescan.focusables.last {
            focused = rescan.nodes[edge]
            return true
        }
        focused = scan.nodes[focusables[next]]
        return true
    }

    /// A scroll offset past the end of any content (a million times a screen of a million rows).
    private static let pastTheEnd: CGFloat = 1e12

    /// When focus wraps to the first (last) focusable view and that view is in
    /// a lazy stack that does not hold its first (last) row — scrolled away,
    /// the rows there were never made or were recycled — the scroll views
    /// around the stack go to its start (end) and the graph is laid out again
    /// with the last layout's proposal, which makes those rows (FOCUS2).
    /// Returns the walk of the graph then; `nil` when nothing needed it.
    private func scanAtContentEdge(forward: Bool, target: Int, in scan: FocusScan) -> FocusScan? {
        guard let proposal = graph.lastProposal else { return nil }
        let path = scan.path(to: target)
        var moved = false
        for (i, node) in path.enumerated() {
            guard let state = node.lazyState, state.rowCount > 0,
                  !state.holdsRow(forward ? 0 : state.rowCount - 1) else { continue }
            for scroll in path[..<i] {
                guard let behavior = scroll.behavior(as: ScrollViewBehavior.self) else { continue }
                var offset = scroll.scrollOffset
                // Past the end: the layout clamps an offset to the content.
                if behavior.axes.contains(.horizontal) { offset.x = forward ? 0 : Self.pastTheEnd }
                if behavior.axes.contains(.vertical) { offset.y = forward ? 0 : Self.pastTheEnd }
                scroll.scrollOffset = offset
            }
            moved = true
        }
        guard moved else { return nil }
        graph.invalidateLastResult()
        _ = graph.layout(proposal: proposal)
        return FocusScan(graph)
    }

    /// Brings the views and focus up to date (FOCUS1): resolves the graph
    /// again if state changed, drops focus from a view that went away or
    /// can no longer take it, moves focus where view code set a focus
    /// state, and writes every focus state to match where focus is —
    /// repeated while that changes state (at most a few rounds). Returns
    /// the walk of the settled graph.
    @discardableResult
    package func settle() -> FocusScan {
        var round = 0
        while true {
            if graph.needsUpdate {
                graph.updateIfNeeded()
                updateCount += 1
            }
            let scan = FocusScan(graph)
            if focusedIndex(in: scan) == nil { focused = nil }
            followRequests(scan)
            writeFocusStates(scan)
            round += 1
            // Writing focus states changes state once; a view whose body
            // sets its focus state on every run would go on for ever.
            if !graph.needsUpdate { publishFocusedValues(scan) }
            if !graph.needsUpdate || round == 4 {
                revealFocused(scan)
                return scan
            }
        }
    }

    /// Scrolls the scroll views around the focused view so that it shows, as
    /// little as that takes, when focus went to another view since the last
    /// time (FOCUS2) — Tab moved it, or view code set a focus state.
    private func revealFocused(_ scan: FocusScan) {
        guard let focused, focused != revealed, let index = focusedIndex(in: scan) else {
            if focused == nil { revealed = nil }
            return
        }
        revealed = focused
        if graph.reveal(path: scan.path(to: index)) { updateCount += 1 }
    }

    /// The focused node's index in `scan`, if it is there and focusable.
    private func focusedIndex(in scan: FocusScan) -> Int? {
        guard let focused, focused.isLive else { return nil }
        return scan.focusables.first { scan.nodes[$0] == focused }
    }

    /// Moves focus for every focus state view code set since the last look:
    /// to the first focusable view inside the first view bound to the new
    /// value, or, for `false` / `nil`, away from the views bound to it.
    private func followRequests(_ scan: FocusScan) {
        var seen = Set<ObjectIdentifier>()
        for binding in scan.bindings {
            guard let storage = binding.binding.storage, storage.isRequested else { continue }
            let id = ObjectIdentifier(storage)
            guard seen.insert(id).inserted else { continue }
            storage.isRequested = false
            let sameState = scan.bindings.filter { $0.binding.storage.map(ObjectIdentifier.init) == id }
            if let target = sameState.first(where: { $0.binding.isCurrent }),
               let focusable = scan.firstFocusable(inRegionOf: target.region) {
                focused = scan.nodes[focusable]
            } else if storage.isReset, let current = focusedIndex(in: scan),
                      sameState.contains(where: { scan.contains(current, inRegionOf: $0.region) }) {
                focused = nil
            }
        }
    }

    /// Hands the graph's focused values (FOCV1) the values published where focus is now: the
    /// `focusedValue`s of the views around the focused view, the innermost first, then the
    /// `focusedSceneValue`s — of the views around it, the innermost first, then of any view,
    /// the first in view order. A key published twice takes the first of these.
    private func publishFocusedValues(_ scan: FocusScan) {
        guard let host = graph.engine.stateHostIfMade else { return }
        guard !scan.valueProviders.isEmpty || host.focusedValuesIfUsed != nil else { return }
        let current = focusedIndex(in: scan)
        var values = FocusedValues()
        var sources: [ObjectIdentifier: Node] = [:]
        func take(_ provider: FocusScan.ValueProvider) {
            for (key, value) in provider.behavior.values.storage where values.storage[key] == nil {
                values.storage[key] = value
                sources[key] = scan.nodes[provider.index]
            }
        }
        // Providers come in view order: of those around the focused view, a later one is inside an earlier one.
        if let current {
            for scene in [false, true] {
                for provider in scan.valueProviders.reversed()
                where provider.behavior.isScene == scene && scan.contains(current, inRegionOf: provider.region) {
                    take(provider)
                }
            }
        }
        for provider in scan.valueProviders where provider.behavior.isScene { take(provider) }
        host.focusedValues.publish(values, sources: sources)
    }

    /// Sets every focus state in the graph to the value of the innermost
    /// view bound to it that contains the focused view, or to `false` / `nil`.
    private func writeFocusStates(_ scan: FocusScan) {
        let current = focusedIndex(in: scan)
        var innermost: [ObjectIdentifier: (any AnyFocusBinding)?] = [:]
        var order: [ObjectIdentifier] = []
        var storages: [ObjectIdentifier: any FocusStorage] = [:]
        for binding in scan.bindings {
            guard let storage = binding.binding.storage else { continue }
            let id = ObjectIdentifier(storage)
            if storages[id] == nil {
                storages[id] = storage
                order.append(id)
                innermost[id] = .some(nil)
            }
            // Bindings come in view order, so a later one that contains the
            // focused view is inside an earlier one.
            if let current, scan.contains(current, inRegionOf: binding.region) { innermost[id] = .some(binding.binding) }
        }
        var held: [ObjectIdentifier: any FocusStorage] = [:]
        for id in order {
            if let binding = innermost[id] ?? nil {
                binding.apply()
                held[id] = storages[id]
            } else {
                storages[id]?.reset()
            }
        }
        // A state whose bound views all went away while one had focus.
        for (id, storage) in heldStates where held[id] == nil && storages[id] == nil { storage.reset() }
        heldStates = held
    }
}

/// Internal: one walk of a graph for focus and keys: every node in view
/// order (parents before children, children in order; a lazy stack's rows
/// as it keeps them), each node's parent and the end of its subtree, the
/// focusable views and the `focused` bindings with the region they cover.
package struct FocusScan {
    /// A `focused` binding and the region it covers: the subtree of the
    /// outermost modifier of the view it is on (so a binding outside or
    /// inside `focusable()` on the same view covers that view).
    struct BoundRegion {
        let binding: any AnyFocusBinding
        let region: Int
    }

    /// The nodes, parents first.
    private(set) var nodes: [Node] = []
    /// Each node's parent's index (-1 for the root).
    private var parents: [Int] = []
    /// Each node's subtree ends before this index.
    private var ends: [Int] = []
    /// The indices of the views that can take focus, in view order.
    private(set) var focusables: [Int] = []
    /// The nodes holding a control's keyboard shortcut, in view order (KBD1).
    private(set) var shortcuts: [Int] = []
    /// The `focused` bindings, in view order.
    private(set) var bindings: [BoundRegion] = []

    /// A view publishing focused values and the region it covers (as a `BoundRegion`'s).
    struct ValueProvider {
        let behavior: FocusedValueBehavior
        let index: Int
        let region: Int
    }
    /// The views publishing focused values (FOCV1), in view order.
    private(set) var valueProviders: [ValueProvider] = []

    init(_ graph: ViewGraph) {
        guard let root = graph.root else { return }
        visit(root, parent: -1, chainTop: nil, inCommands: false)
    }

    /// `inCommands`: the node is among a scene's commands (CMD1), which are not drawn and
    /// give only their keyboard shortcuts.
    private mutating func visit(_ node: Node, parent: Int, chainTop: Int?, inCommands: Bool) {
        // A view drawn at opacity 0 (`hidden()`, `opacity(0)`) shows nothing and takes no
        // focus: its subtree is left out (FOCUS1). A navigation stack hides the views
        // under its top one so. A scene's commands are drawn so and still give their
        // shortcuts (CMD1).
        let inCommands = inCommands || node.behavior(as: CommandsBehavior.self) != nil
        if !inCommands, let render = node.behavior(as: RenderBehavior.self), render.opacityFactor == 0 { return }
        let index = nodes.count
        nodes.append(node)
        parents.append(parent)
        ends.append(index + 1)
        let top = chainTop ?? index
        let behavior = node.behavior
        if !inCommands, let focusable = node.behavior(as: FocusableBehavior.self), focusable.isFocusable { focusables.append(index) }
        if let shortcut = node.behavior(as: ShortcutBehavior.self), shortcut.shortcut != nil { shortcuts.append(index) }
        if !inCommands, let focused = node.behavior(as: FocusedBehavior.self) { bindings.append(BoundRegion(binding: focused.binding, region: top)) }
        if !inCommands, let published = node.behavior(as: FocusedValueBehavior.self) {
            valueProviders.append(ValueProvider(behavior: published, index: index, region: top))
        }
        let isModifier = behavior.isTransparentToTraits
        if let lazy = node.lazyState {
            for row in lazy.rowElementsInViewOrder { visit(row, parent: index, chainTop: nil, inCommands: inCommands) }
        } else {
            var first = true
            for child in node.children {
                visit(child, parent: index, chainTop: isModifier && first ? top : nil, inCommands: inCommands)
                first = false
            }
        }
        ends[index] = nodes.count
    }

    /// The nodes from the root down to node `index`, both included.
    func path(to index: Int) -> [Node] {
        var path: [Node] = []
        var i = index
        while i >= 0 {
            path.append(nodes[i])
            i = parents[i]
        }
        return path.reversed()
    }

    /// Whether node `index` is in the subtree of node `region`.
    func contains(_ index: Int, inRegionOf region: Int) -> Bool {
        index >= region && index < ends[region]
    }

    /// The first focusable view in the subtree of node `region`.
    func firstFocusable(inRegionOf region: Int) -> Int? {
        focusables.first { contains($0, inRegionOf: region) }
    }

    /// The nodes whose key handlers see a press, in the order they see it
    /// (KEY1): from the innermost modifier of the focused view (or, with
    /// none, of the root view) — the chain of modifiers below it down to
    /// its first container or leaf — out through every ancestor to the root.
    /// With nothing focused and a root view that is itself focusable, none:
    /// a focusable view's handlers wait for it to have focus.
    func responderChain(from focused: Int?) -> [Int] {
        guard !nodes.isEmpty else { return [] }
        var index = focused ?? 0
        // Down the focused view's own modifiers: a modifier's first child
        // is the next node in view order.
        while true {
            let behavior = nodes[index].behavior
            if focused == nil, let focusable = nodes[index].behavior(as: FocusableBehavior.self), focusable.isFocusable { return [] }
            guard behavior.isTransparentToTraits, ends[index] > index + 1 else { break }
            index += 1
        }
        var chain: [Int] = []
        while index >= 0 {
            chain.append(index)
            index = parents[index]
        }
        return chain
    }
}
