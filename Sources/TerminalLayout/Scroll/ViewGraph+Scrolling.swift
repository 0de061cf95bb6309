extension ViewGraph {
    /// The scroll view with identity `id`, or the first scroll view
    /// (depth-first) when `id` is `nil`.
    func scrollNode(_ id: AnyHashable?) -> Node? {
        guard let root else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            if node.behavior is ScrollViewBehavior && (id == nil || node.traits.id == id) { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The current offset of a scroll view (the first one when `id` is
    /// `nil`), or `nil` if there is no such scroll view.
    public func scrollOffset(of id: AnyHashable? = nil) -> CGPoint? {
        scrollNode(id)?.scrollOffset
    }

    /// Sets the offset of a scroll view (the first one when `id` is `nil`);
    /// it is clamped to the content at the next layout. Returns whether
    /// such a scroll view exists.
    @discardableResult
    public func setScrollOffset(_ offset: CGPoint, of id: AnyHashable? = nil) -> Bool {
        guard let node = scrollNode(id) else { return false }
        let clean = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        if clean != node.scrollOffset {
            node.scrollOffset = clean
            invalidateLastResult()
        }
        return true
    }

    /// Scrolls a scroll view (the first one when `id` is `nil`) by `delta`
    /// points; clamped to the content at the next layout, and immediately
    /// to what the last layout allowed. Returns whether it exists.
    @discardableResult
    public func scroll(by delta: CGSize, of id: AnyHashable? = nil) -> Bool {
        guard let node = scrollNode(id) else { return false }
        var offset = node.scrollOffset
        offset.x += delta.width.isFinite ? delta.width : 0
        offset.y += delta.height.isFinite ? delta.height : 0
        if let frame = node.lastFrame, let content = node.children.first?.lastFrame {
            offset.x = Swift.max(0, Swift.min(offset.x, content.width - frame.width))
            offset.y = Swift.max(0, Swift.min(offset.y, content.height - frame.height))
        }
        return setScrollOffset(offset, of: id)
    }

    /// Scrolls the scroll view that contains the view with identity `id`
    /// so that the view is visible — like `ScrollViewProxy.scrollTo`.
    ///
    /// With an `anchor`, the view's anchor point is put at the same unit
    /// point of the scroll view; without one, the scroll view moves as
    /// little as possible. Uses the frames of the last layout; returns
    /// `false` if there was none, or no such view inside a scroll view.
    ///
    /// A row of a lazy stack that was never made (or was recycled) is found
    /// from its data's id without making any view; its frame is where the
    /// stack estimates it (exact once the rows before it were measured).
    @discardableResult
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) -> Bool {
        guard let root else { return false }
        let wanted = AnyHashable(id)
        let path: [Node], targetFrame: CGRect
        if let found = pathToNode(from: root, where: { $0.traits.id == wanted }), let frame = found.last?.lastFrame {
            (path, targetFrame) = (found, frame)
        } else if let (found, frame) = lazyRowFrame(wanted, from: root) {
            (path, targetFrame) = (found, frame)
        } else {
            return false
        }
        guard let scroll = path.dropLast().last(where: { $0.behavior is ScrollViewBehavior }), let viewport = scroll.lastFrame,
              let behavior = scroll.behavior as? ScrollViewBehavior else { return false }
        var offset = scroll.scrollOffset
        let contentOrigin = CGPoint(x: viewport.minX - offset.x, y: viewport.minY - offset.y)
        let relative = CGRect(x: targetFrame.minX - contentOrigin.x, y: targetFrame.minY - contentOrigin.y,
                              width: targetFrame.width, height: targetFrame.height)
        for axis in Axis.allCases where behavior.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let start = axis == .horizontal ? relative.minX : relative.minY
            let length = axis == .horizontal ? relative.width : relative.height
            let visible = viewport.size[axis]
            var value = offset[axis]
            if let anchor {
                let unit = axis == .horizontal ? anchor.x : anchor.y
                value = start + unit * length - unit * visible
            } else if start < value {
                value = start
            } else if start + length > value + visible {
                value = start + length - visible
            }
            offset[axis] = value
        }
        if offset != scroll.scrollOffset {
            scroll.scrollOffset = offset
            invalidateLastResult()
        }
        return true
    }

    /// The path to the lazy container (last) with a row identified by `id`, and
    /// the estimated frame of that row's line in root points, from the last layout.
    private func lazyRowFrame(_ id: AnyHashable, from root: Node) -> ([Node], CGRect)? {
        var row = 0
        guard let path = pathToNode(from: root, where: { node in
                  guard let index = node.lazyState?.index(of: id) else { return false }
                  row = index
                  return true
              }),
              let stack = path.last, let frame = stack.lastFrame, let state = stack.lazyState,
              let behavior = stack.behavior as? LazyContainerBehavior else { return nil }
        let gap = behavior.gap(engine)
        var target = frame
        let line = state.line(ofRow: row)
        let start = CGFloat(state.lengths.start(of: line, gap: gap))
        let length = CGFloat(state.lengths.length(line))
        if behavior.axis == .vertical {
            target.origin.y += start
            target.size.height = length
        } else {
            target.origin.x += start
            target.size.width = length
        }
        return (path, target)
    }

    /// The nodes from `root` down to the first node (depth-first, in view
    /// order) that `matches`, both ends included; `nil` if there is none.
    private func pathToNode(from root: Node, where matches: (Node) -> Bool) -> [Node]? {
        var path: [Node] = []
        func visit(_ node: Node) -> Bool {
            path.append(node)
            if matches(node) { return true }
            for child in node.children where visit(child) { return true }
            path.removeLast()
            return false
        }
        return visit(root) ? path : nil
    }
}
