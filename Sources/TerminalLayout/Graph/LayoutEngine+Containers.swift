// The container views are sized in (CRF1): what `containerRelativeFrame`
// reads while it is measured or placed.
//
//   root proposal ──▶ containerSize ─┬─ frame (container-relative): reads it
//                                    └─ ScrollView: its own size for its content
//                                         └─ frame (container-relative): reads that
//
// A frame that reads it, and every node between the frame and its container,
// is marked `dependsOnContainer`; their memo answers hold for one container
// size. A container that sizes its content for another size than last time
// forgets their answers first (and their layout caches), nothing else.
extension LayoutEngine {
    /// Makes `size` the container size for `node`'s content, if something in
    /// it depends on its container, forgetting what that something measured
    /// for another size; returns the container size to restore afterwards
    /// (`nil`: nothing changed).
    func enterContainer(of node: Node, size: ProposedViewSize) -> ProposedViewSize? {
        guard let content = node.children.first, content.record.pointee.dependsOnContainer else { return nil }
        let outer = containerSize
        containerSize = size
        if node.containerSize != size {
            node.containerSize = size
            forgetContainerDependentSizes(content)
        }
        return outer
    }

    /// `body`, measuring `node`'s content in a container of `size` (see
    /// `enterContainer(of:size:)`).
    func inContainer<R>(of node: Node, size: ProposedViewSize, _ body: () -> R) -> R {
        guard let outer = enterContainer(of: node, size: size) else { return body() }
        defer { containerSize = outer }
        return body()
    }

    /// Starts a pass whose root is proposed `proposal`: the outermost container.
    func enterRootContainer(_ root: Node, proposal: ProposedViewSize) {
        containerSize = proposal
        guard root.record.pointee.dependsOnContainer, rootContainerSize != proposal else { return }
        rootContainerSize = proposal
        forgetContainerDependentSizes(root)
    }

    /// Forgets the sizes (and layout caches) of `node` and of the nodes
    /// under it that depend on their container, down to the frames that
    /// read it (their content does not depend on it) and to the next
    /// containers (which forget for themselves).
    func forgetContainerDependentSizes(_ node: Node) {
        let record = node.record
        guard record.pointee.dependsOnContainer else { return }
        record.pointee.clearMemo()
        if record.pointee.cacheState == .ready { record.pointee.cacheState = .stale }
        if let lazy = node.lazyState {
            // Its rows' lengths were measured for the old size.
            if lazy.rowsDependOnContainer { lazy.forgetLengths() }
            for row in lazy.rowElements { forgetContainerDependentSizes(row) }
        } else {
            for child in record.pointee.children { forgetContainerDependentSizes(child) }
        }
    }
}
