extension ViewGraph {
    /// The scroll view with identity `id`, or the first scroll view
    /// (depth-first) when `id` is `nil`.
    func scrollNode(_ id: AnyHashable?) -> Node? {
        guard let root else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            if node.hasBehavior(ScrollViewBehavior.self) && (id == nil || node.traits.id == id) { return node }
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
    /// points, as the user does; clamped to the content at the next layout,
    /// and immediately to what the last layout allowed. The scroll view's
    /// `scrollTargetBehavior` decides where it settles (SC5). Returns
    /// whether it exists and the user may scroll it (not under
    /// `scrollDisabled(true)`, SC2).
    @discardableResult
    public func scroll(by delta: CGSize, of id: AnyHashable? = nil) -> Bool {
        guard let node = scrollNode(id) else { return false }
        let behavior = node.behavior(as: ScrollViewBehavior.self)
        if behavior?.isScrollEnabled == false { return false }
        let moved = CGSize(width: delta.width.isFinite ? delta.width : 0, height: delta.height.isFinite ? delta.height : 0)
        let start = node.scrollOffset
        var offset = start
        offset.x += moved.width
        offset.y += moved.height
        if let frame = engine.lastFrame(of: node), let content = node.children.first.flatMap(engine.lastFrame(of:)) {
            offset.x = Swift.max(0, Swift.min(offset.x, content.width - frame.width))
            offset.y = Swift.max(0, Swift.min(offset.y, content.height - frame.height))
            if let behavior, let targets = behavior.targetBehavior {
                let original = ScrollTarget(rect: CGRect(origin: offset, size: frame.size))
                let context = ScrollTargetBehaviorContext(
                    originalTarget: original, velocity: CGVector(dx: moved.width, dy: moved.height),
                    contentSize: content.size, containerSize: frame.size, axes: behavior.axes,
                    targetFrames: scrollTargetFrames(in: node, content: content), startOffset: start)
                var target = original
                targets.updateTarget(&target, context: context)
                let anchor = target.anchor ?? .topLeading
                let settled = CGPoint(x: target.rect.minX + anchor.x * (target.rect.width - frame.width),
                                      y: target.rect.minY + anchor.y * (target.rect.height - frame.height))
                if settled.x.isFinite && settled.y.isFinite {
                    offset.x = behavior.axes.contains(.horizontal) ? Swift.max(0, Swift.min(settled.x, content.width - frame.width)) : 0
                    offset.y = behavior.axes.contains(.vertical) ? Swift.max(0, Swift.min(settled.y, content.height - frame.height)) : 0
                }
            }
        }
        return setScrollOffset(offset, of: id)
    }

    /// The last layout's frames of the views of the scroll target layouts
    /// (`scrollTargetLayout`) in `scroll`'s content, in the content's
    /// coordinates, in view order (SC5); scroll views inside are not looked in.
    func scrollTargetFrames(in scroll: Node, content: CGRect) -> [CGRect] {
        let rightToLeft = scroll.isRightToLeft
        return engine.scrollTargets(in: scroll).compactMap { engine.lastFrame(of: $0) }.map {
            $0.laidOut(in: content, rightToLeft: rightToLeft).offsetBy(dx: -content.minX, dy: -content.minY)
        }
    }


    /// Scrolls the scroll views that contain the view with identity `id`
    /// so that the view is visible — what `ScrollViewProxy.scrollTo` does,
    /// at once, from the frames of the last layout (a proxy's request is
    /// carried out by the next layout, after it has laid out the views as
    /// they are then).
    ///
    /// With an `anchor`, the view's anchor point is put at the same unit
    /// point of the innermost scroll view along each axis (as far as the
    /// content allows); scroll views further out, and every scroll view
    /// without an anchor, move as little as makes it visible. Returns
    /// `false` if there was no layout, or no such view inside a scroll view.
    ///
    /// A row of a lazy stack that was never made (or was recycled) is found
    /// from its data's id without making any view; its frame is where the
    /// stack estimates it (exact once the rows before it were measured).
    @discardableResult
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) -> Bool {
        guard let (path, frame) = scrollTarget(AnyHashable(id), within: nil) else { return false }
        var touched: [(Node, CGPoint)] = []
        return scrollIntoView(path: path, frame: frame, anchor: anchor, touched: &touched)
    }

    /// The path from the root to the first view (in view order) identified
    /// by `id`, and its frame in root points from the last layout: a placed
    /// view with that explicit id, else a lazy container's row with that
    /// data id (the path ends at the container, the frame is the row's
    /// line, estimated). With a `link`, only views inside that
    /// `ScrollViewReader`'s content count.
    func scrollTarget(_ id: AnyHashable, within link: ScrollViewReaderLink?) -> (path: [Node], frame: CGRect)? {
        guard let root else { return nil }
        if let path = pathToNode(from: root, within: link, where: { $0.traits.id == id }), let frame = path.last.flatMap(engine.lastFrame(of:)) {
            return (path, frame)
        }
        return lazyRowFrame(id, from: root, within: link)
    }

    /// Scrolls every scroll view on `path` (a path from the root to a view
    /// whose frame is `frame`), innermost first, so that the view shows;
    /// each offset is clamped to what the last layout's content allows, and
    /// the frame moves with it for the scroll views further out. The first
    /// time a scroll view is moved, its offset before is added to `touched`.
    /// Returns whether the view is inside a scroll view.
    @discardableResult
    func scrollIntoView(path: [Node], frame: CGRect, anchor: UnitPoint?, touched: inout [(Node, CGPoint)]) -> Bool {
        var target = frame
        var anchored: Axis.Set = []
        var found = false
        for scroll in path.dropLast().reversed() {
            guard let behavior = scroll.behavior(as: ScrollViewBehavior.self), let viewport = engine.lastFrame(of: scroll) else { continue }
            found = true
            let before = scroll.scrollOffset
            var offset = before
            let content = scroll.children.first.flatMap(engine.lastFrame(of:))?.size
            for axis in Axis.allCases {
                let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
                guard behavior.axes.contains(set) else { continue }
                // The view's extent in the content's coordinates: along a
                // scroll view laid out right to left, from its right edge
                // (RTL1; an anchor's x is then from the right too).
                let mirrored = axis == .horizontal && scroll.isRightToLeft
                let start = mirrored ? viewport.maxX - target.maxX + before[axis]
                    : target.origin[axis] - viewport.origin[axis] + before[axis]
                let length = target.size[axis], visible = viewport.size[axis]
                var value = before[axis]
                if let anchor, !anchored.contains(set) {
                    let unit = axis == .horizontal ? anchor.x : anchor.y
                    value = start + unit * length - unit * visible
                    anchored.insert(set)
                } else if start < value {
                    value = start
                } else if start + length > value + visible {
                    value = start + length - visible
                }
                if let content { value = Swift.max(0, Swift.min(value, content[axis] - visible)) }
                if !value.isFinite { value = before[axis] }
                offset[axis] = value
                target.origin[axis] += mirrored ? value - before[axis] : before[axis] - value
            }
            if offset != before {
                if !touched.contains(where: { $0.0 == scroll }) { touched.append((scroll, before)) }
                scroll.scrollOffset = offset
                invalidateLastResult()
            }
        }
        return found
    }

    /// Scrolls the scroll views around the last node of `path` (from the
    /// root, as the focus system walks the graph: a lazy stack's rows are its
    /// children) so that it shows, each moving as little as that takes
    /// (FOCUS2). Its frame is the last layout's, or — for a view in a row
    /// of a lazy stack that the layout made but did not place (the overscan
    /// beyond what shows) — the row's line, where the stack has it. Returns
    /// whether a scroll view moved.
    func reveal(path: [Node]) -> Bool {
        guard let node = path.last else { return false }
        var target: (path: [Node], frame: CGRect)?
        if let frame = engine.lastFrame(of: node) {
            target = (path, frame)
        } else if let i = path.indices.dropFirst().last(where: { path[$0 - 1].lazyState != nil }),
                  let state = path[i - 1].lazyState, let row = state.rowIndex(ofElement: path[i]),
                  let frame = lazyLineFrame(row: row, of: path[i - 1]) {
            target = (Array(path[..<i]), frame)
        }
        guard let target else { return false }
        var touched: [(Node, CGPoint)] = []
        scrollIntoView(path: target.path, frame: target.frame, anchor: nil, touched: &touched)
        return !touched.isEmpty
    }

    /// The path to the lazy container (last) with a row identified by `id`, and
    /// the estimated frame of that row's line in root points, from the last
    /// layout; with a `link`, only a container inside that reader's content.
    private func lazyRowFrame(_ id: AnyHashable, from root: Node, within link: ScrollViewReaderLink?) -> ([Node], CGRect)? {
        var row = 0
        guard let path = pathToNode(from: root, within: link, where: { node in
                  guard let index = node.lazyState?.index(of: id) else { return false }
                  row = index
                  return true
              }),
              let stack = path.last, let frame = lazyLineFrame(row: row, of: stack) else { return nil }
        return (path, frame)
    }

    /// Where row `row` of the lazy container `stack` is in root points, from
    /// the last layout: the stack's frame cut to the row's line (its start
    /// and length estimated until the lines before it are measured).
    private func lazyLineFrame(row: Int, of stack: Node) -> CGRect? {
        guard let frame = engine.lastFrame(of: stack), let state = stack.lazyState,
              let behavior = stack.behavior(as: LazyContainerBehavior.self) else { return nil }
        let gap = behavior.gap(engine)
        var target = frame
        let line = state.line(ofRow: row)
        let start = CGFloat(state.lengths.start(of: line, gap: gap))
        let length = CGFloat(state.lengths.length(line))
        if behavior.axis == .vertical {
            target.origin.y += start
            target.size.height = length
        } else {
            // Right to left, the first line is at the right (RTL1).
            target.origin.x = stack.isRightToLeft ? frame.maxX - start - length : frame.minX + start
            target.size.width = length
        }
        return target
    }

    /// The nodes from `root` down to the first node (depth-first, in view
    /// order) that `matches`, both ends included; `nil` if there is none.
    /// With a `link`, only nodes inside that `ScrollViewReader`'s content
    /// (under a node it marked) are asked.
    private func pathToNode(from root: Node, within link: ScrollViewReaderLink?, where matches: (Node) -> Bool) -> [Node]? {
        var path: [Node] = []
        func visit(_ node: Node, _ inScope: Bool) -> Bool {
            path.append(node)
            var inside = inScope
            if !inside, let reader = node.behavior(as: ScrollViewReaderBehavior.self), reader.link === link { inside = true }
            if inside && matches(node) { return true }
            for child in node.children where visit(child, inside) { return true }
            path.removeLast()
            return false
        }
        return visit(root, link == nil) ? path : nil
    }
}
