// Placing: `place` walks the tree parents first, writing each view's
// placement into the output; a container's `placeSubviews` runs inside
// `collectPlacements`, which records where it put each child.
extension LayoutEngine {
    /// Records the placement a layout asks for with `LayoutSubview.place`:
    /// in the innermost running `placeSubviews` of `container`, at the
    /// subview's index (the last call wins).
    func recordPlacement(of node: Node, index: Int, in container: Node, at position: CGPoint, anchor: UnitPoint,
                         proposal: ProposedViewSize) {
        var run = placementRuns.count - 1
        while run >= 0, placementRuns[run].container != container { run -= 1 }
        guard run >= 0, index < placementRuns[run].count else {
            report(.placeOutsidePlaceSubviews(node: node.debugName))
            return
        }
        let proposal = sanitize(proposal, node: node)
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            stats.sanitisedValues += 1
            report(.sanitised(node: node.debugName, what: "placement position", value: position.x.isFinite ? position.y : position.x))
            position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        }
        // A proxy kept from before the container's children changed is not
        // one of its subviews any more: its placement goes nowhere.
        guard container.children[index] == node else { return }
        // The size is needed only to move an anchor other than the top
        // leading corner (the default) to the position.
        let origin: CGPoint
        if anchor.x == 0 && anchor.y == 0 {
            origin = position
        } else {
            let size = measure(node, proposal, countAsLayoutCall: false)
            origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        }
        recordedPlacements[placementRuns[run].base + index] = ChildPlacement(child: node, origin: origin, proposal: proposal)
    }

    /// A `placeSubviews` in progress: whose, and where its children's
    /// placements are recorded in `recordedPlacements`.
    struct PlacementRun {
        let container: Node
        let base: Int
        let count: Int
    }
    /// How many emptied arrays `spareSlots` keeps.
    private static let keptSpareSlots = 8

    /// Keeps the storage of a container's placements, once placed, for the
    /// next `collectPlacements`.
    func recycle(_ placements: inout [ChildPlacement]) {
        guard placements.capacity > 0, spareSlots.count < Self.keptSpareSlots else { return }
        placements.removeAll(keepingCapacity: true)
        if spareSlots.capacity == 0 { spareSlots.reserveCapacity(Self.keptSpareSlots) }
        spareSlots.append(placements)
        placements = []
    }

    /// Runs `body` (a container's `placeSubviews`) and collects where it put
    /// each child; an unplaced child is centred in `bounds` with the
    /// container's proposal (U1). Nested runs for the same container keep
    /// their own records.
    func collectPlacements(of container: Node, in bounds: CGRect, proposal: ProposedViewSize,
                           _ body: () -> Void) -> [ChildPlacement] {
        let children = container.children
        let count = children.count
        let base = recordedPlacements.count
        let unplaced = ChildPlacement(child: Node(arena: container.arena, index: -1, version: 0), origin: .zero, proposal: proposal)
        recordedPlacements.reserveCapacity(base + count)
        recordedPlacements.append(contentsOf: repeatElement(unplaced, count: count))
        placementRuns.append(PlacementRun(container: container, base: base, count: count))
        stats.placeSubviewsCalls += 1
        body()
        placementRuns.removeLast()
        for i in base..<(base + count) where !recordedPlacements[i].hasChild {
            let child = children[i - base]
            recordedPlacements[i].setChild(child)
            let size = measure(child, proposal, countAsLayoutCall: false)
            recordedPlacements[i].origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        }
        // The outermost run hands its slots over whole (no copy: a container
        // of 100,000 children held both arrays at once); a nested one copies.
        if base == 0 {
            var result: [ChildPlacement] = []
            swap(&result, &recordedPlacements)
            if let spare = spareSlots.popLast() { recordedPlacements = spare }
            return result
        }
        let result = Array(recordedPlacements[base...])
        recordedPlacements.removeLast(count)
        return result
    }

    /// Runs a layout's `placeSubviews` without committing anything, for
    /// computing explicit alignment (L6).
    func scratchPlacements<L: Layout>(of container: Node, layout: L, in bounds: CGRect, proposal: ProposedViewSize,
                                      subviews: LayoutSubviews, cache: inout L.Cache) -> [ChildPlacement] {
        var localCache = cache
        let result = collectPlacements(of: container, in: bounds, proposal: proposal) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &localCache)
        }
        cache = localCache
        return result
    }

    /// Places `node` at `frame` under `proposal` and, recursively, its
    /// children; appends every placed view to `output`, parents first.
    /// Children are visited in drawing order: view order, stably re-sorted
    /// by `zIndex` when any child sets one.
    @discardableResult
    func place(_ node: Node, frame: CGRect, proposal: ProposedViewSize, depth: Int, clip: PlacementClip? = nil,
               clipOwner: Node? = nil, opacity: Double = 1, into output: inout [ViewPlacement]) -> Movability {
        guard depth < Self.maxMeasureDepth else {
            report(.recursionLimit(node: node.debugName, depth: depth))
            return .no
        }
        let frame = sanitize(frame, node: node)
        let position = placementsWritten
        let record = node.record
        // Placed the same way as in the last pass, whose placements are
        // still there from this position: only moved (see `reusePlacements`).
        if position < reusablePlacements, record.pointee.placementExtent >= Self.movableBit,
           record.pointee.placementIndex == UInt32(truncatingIfNeeded: position),
           (lastPlacements.isEmpty ? output[position].frame.size : lastPlacements[position].frame.size) == frame.size,
           reusePlacements(of: node, at: position, frame: frame, proposal: proposal, depth: depth, clip: clip,
                           opacity: opacity, in: &output) {
            return record.pointee.placementExtent & Self.deltaBit != 0 ? .byDelta : .sameFrame
        }
        record.pointee.placementIndex = UInt32(truncatingIfNeeded: min(position, Int(UInt32.max)))
        prepare(node)
        // The commonest behaviours are called directly (DISPATCH), read in
        // place through the record (a copy of a colour's behaviour was a
        // retain and a release of its colour per view placed); any other
        // through one copy of the existential for all that follows (each
        // `node.behavior.…` would copy it again), opened once.
        switch record.pointee.builtinKind {
        case .frame:
            return place(node, record, record.builtinBehavior(FrameBehavior.self), at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        case .compactFlexFrame:
            return place(node, record, record.builtinBehavior(CompactFlexFrameBehavior.self), at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        case .color:
            return place(node, record, record.builtinBehavior(ColorBehavior.self), at: position, frame: frame,
                         proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity, into: &output)
        case .other:
            let behavior = node.behavior
            return placeCopied(node, record, behavior, at: position, frame: frame,
                               proposal: proposal, depth: depth, clip: clip, clipOwner: clipOwner, opacity: opacity,
                               into: &output)
        }
    }

    /// Places `node` through `behavior`, a copy of its behaviour (one
    /// that is not called directly), opened.
    private func placeCopied<B: NodeBehavior>(_ node: Node, _ record: UnsafeMutablePointer<NodeRecord>, _ behavior: B,
                                              at position: Int, frame: CGRect, proposal: ProposedViewSize, depth: Int,
                                              clip: PlacementClip?, clipOwner: Node?, opacity: Double,
                                              into output: inout [ViewPlacement]) -> Movability {
        withUnsafePointer(to: behavior) { behavior in
            place(node, record, behavior, at: position, frame: frame, proposal: proposal, depth: depth, clip: clip,
                  clipOwner: clipOwner, opacity: opacity, into: &output)
        }
    }

    /// Places `node`, whose behaviour is `behavior`, anew at `position` of
    /// `output` (the rest of `place(_:frame:…)`, with the behaviour's type
    /// known: specialised for the built-in ones, DISPATCH).
    func place<B: NodeBehavior>(_ node: Node, _ record: UnsafeMutablePointer<NodeRecord>, _ behavior: UnsafePointer<B>,
                                        at position: Int, frame: CGRect, proposal: ProposedViewSize, depth: Int,
                                        clip: PlacementClip?, clipOwner: Node?, opacity: Double,
                                        into output: inout [ViewPlacement]) -> Movability {
        let facts = behavior.pointee.placementFacts(in: frame, engine: self)
        let opacity = opacity * facts.opacityFactor
        // Over the last pass's placement, written in place, field by field
        // (building a whole placement and storing it copied it and
        // destroyed the original); at a new position, appended. A kind the
        // behaviour keeps is compared where it is kept (a colour's: no
        // reference counted for a colour drawn as it was).
        if position >= output.count { output.append(ViewPlacement.blank) }
        output.withUnsafeMutableBufferPointer { buffer in
            let slot = buffer.baseAddress.unsafelyUnwrapped + position
            slot.pointee.frame = frame
            if let kept = B.keptPlacementKind(of: behavior) {
                slot.pointee.reset(depth: depth, explicitIDOf: record, kind: kept, clip: clip, opacity: opacity,
                                   proposal: proposal, nodeSlot: UInt32(bitPattern: node.index))
            } else {
                let kind = behavior.pointee.placementKind(size: frame.size, proposal: proposal, node: node, engine: self)
                withUnsafePointer(to: kind) { kind in
                    slot.pointee.reset(depth: depth, explicitIDOf: record, kind: kind, clip: clip, opacity: opacity,
                                       proposal: proposal, nodeSlot: UInt32(bitPattern: node.index))
                }
            }
        }
        placementsWritten = position + 1
        let clips = facts.clipsChildren
        let childClip = clips ? PlacementClip(clip.map { $0.rect.intersection(frame) } ?? frame) : clip
        let childClipOwner = clips ? node : clipOwner
        // Whether the node names a coordinate space, from a flag (reading the
        // optional `AnyHashable` name costs a copy and a destroy).
        let named = node.namesCoordinateSpace
        // Whether the subtree's placements can be moved as they are next
        // time (see `movableBit`).
        let mobility = facts.mobility
        let whole = mobility == .movableWhenWhole
        var movability: Movability = mobility == .fixed || named || (whole && !frame.isWhole) ? .no
            : whole ? .byDelta : .sameFrame
        let anyProposal = mobility == .movableAnyProposal
        // A scroll view is the container of what it holds (CRF1).
        // Laid out left to right, placed mirrored within the frame (RTL1).
        let rightToLeft = record.pointee.isRightToLeft
        let outerContainer = facts.definesContainer ? enterContainer(of: node, size: ProposedViewSize(frame.size)) : nil
        if facts.definesContainer {
            let axes: Axis.Set = if case .scrollView(let scroll) = output[position].kind { scroll.axes } else { [] }
            enterScrollViewSpace(frame, axes: axes)
        }
        defer {
            if let outerContainer { containerSize = outerContainer }
            if facts.definesContainer { leaveScrollViewSpace() }
        }
        // One child (every modifier): no array of placements.
        if let (single, knownSize) = behavior.pointee.measuredSingleChildPlacement(in: frame, proposal: proposal, node: node, engine: self) {
            if named { enterCoordinateSpace(of: node, at: frame) }
            let child = single.child(in: node.arena)
            // The size the behaviour measured the child at this proposal, or
            // the memo's answer.
            let size = knownSize ?? measure(child, single.proposal, countAsLayoutCall: false)
            let origin = rightToLeft ? Self.mirrored(single.origin, width: size.width, in: frame) : single.origin
            let childMovability = place(child, frame: CGRect(origin: origin, size: size), proposal: single.proposal,
                                        depth: depth + 1, clip: childClip, clipOwner: childClipOwner, opacity: opacity,
                                        into: &output)
            if named { leaveCoordinateSpace(of: node) }
            movability = Self.joined(movability, childMovability, of: child, at: origin, size: size, in: frame, whole: whole)
            record.pointee.placementExtent = Self.extent(placementsWritten - position, movability, anyProposal: anyProposal)
            return movability
        }
        currentClip = childClip?.rect
        currentClipOwner = childClipOwner
        var placements = behavior.pointee.childPlacements(in: frame, proposal: proposal, node: node, engine: self)
        // The engine's own arena, the node's (a local copy of `node.arena`,
        // an unowned reference, was a retain and a release per node placed).
        let arena = self.arena
        if !record.pointee.noChildHasZIndex, placements.contains(where: { $0.child(in: arena).zIndex != nil }) {
            placements = placements.enumerated().sorted { a, b in
                let za = a.element.child(in: arena).zIndex ?? 0
                let zb = b.element.child(in: arena).zIndex ?? 0
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
        }
        if named { enterCoordinateSpace(of: node, at: frame) }
        for placed in placements {
            let child = placed.child(in: arena)
            let size = measure(child, placed.proposal, countAsLayoutCall: false)
            let origin = rightToLeft ? Self.mirrored(placed.origin, width: size.width, in: frame) : placed.origin
            let childMovability = place(child, frame: CGRect(origin: origin, size: size), proposal: placed.proposal,
                                        depth: depth + 1, clip: childClip, clipOwner: childClipOwner, opacity: opacity,
                                        into: &output)
            movability = Self.joined(movability, childMovability, of: child, at: origin, size: size, in: frame, whole: whole)
        }
        recycle(&placements)
        if named { leaveCoordinateSpace(of: node) }
        record.pointee.placementExtent = Self.extent(placementsWritten - position, movability, anyProposal: anyProposal)
        return movability
    }

    /// `origin`, of a view `width` wide, mirrored within `frame`: the x
    /// position a view laid out left to right has under `.rightToLeft`
    /// (RTL1). The same distance from the frame's right edge as it was
    /// from its left one. (An infinite width is placed as 0, see
    /// `sanitize(_:node:)`.)
    @inline(__always)
    static func mirrored(_ origin: CGPoint, width: CGFloat, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + frame.maxX - origin.x - (width.isFinite ? width : 0), y: origin.y)
    }

    /// Makes `node`'s named coordinate space (`coordinateSpace(name:)`), whose
    /// bounds are `frame`, current for its subtree.
    func enterCoordinateSpace(of node: Node, at frame: CGRect) {
        guard let name = node.coordinateSpaceName else { return }
        namedCoordinateSpaces[name, default: []].append(frame)
    }

    /// Ends what `enterCoordinateSpace(of:at:)` began.
    func leaveCoordinateSpace(of node: Node) {
        guard let name = node.coordinateSpaceName else { return }
        namedCoordinateSpaces[name]?.removeLast()
    }

    /// Makes a scroll view's frame the `.scrollView` coordinate space of
    /// its content (GEO2), and `axes` the axes it scrolls along (SC11).
    func enterScrollViewSpace(_ frame: CGRect, axes: Axis.Set) {
        namedCoordinateSpaces[NamedCoordinateSpace.scrollViewName, default: []].append(frame)
        scrollViewAxes.append(axes)
    }

    /// Ends what `enterScrollViewSpace(_:axes:)` began.
    func leaveScrollViewSpace() {
        namedCoordinateSpaces[NamedCoordinateSpace.scrollViewName]?.removeLast()
        scrollViewAxes.removeLast()
    }
}
