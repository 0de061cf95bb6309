// Moving the last pass's placements (MOVE): a subtree placed again the
// same way has its placements moved rather than made again.
extension LayoutEngine {
    /// Ends a sweep of placing: what is left of the last pass's placements
    /// after the ones written goes.
    func endPlacements(_ output: inout [ViewPlacement]) {
        if output.count > placementsWritten { output.removeSubrange(placementsWritten...) }
        reusablePlacements = 0
    }

    /// Whether a placed subtree's placements may be moved next time, and how.
    enum Movability: UInt8 {
        /// Placed anew.
        case no
        /// Every placement of the subtree has the node's frame (a leaf, a
        /// frame its content fills): moving is setting their origin.
        case sameFrame
        /// Every frame in the subtree is whole, and was worked out from
        /// whole numbers only (`PlacementMobility.movableWhenWhole`):
        /// moving by a whole distance is exact.
        case byDelta
    }

    /// What a node's movability is, given a child's (placed at `origin`
    /// with `size`) and the node's: the child must be movable, and fill the
    /// node's frame, or — for a node movable when whole — have a whole frame,
    /// the standard spacing and no explicit guides but text baselines.
    @inline(__always)
    static func joined(_ movability: Movability, _ child: Movability, of node: Node, at origin: CGPoint, size: CGSize,
                       in frame: CGRect, whole: Bool) -> Movability {
        guard movability != .no, child != .no else { return .no }
        if whole {
            let record = node.record
            guard CGRect(origin: origin, size: size).isWhole, record.pointee.explicitGuideKinds <= .textBaselines,
                  record.pointee.spacingMemo != .custom else { return .no }
            return .byDelta
        }
        guard origin == frame.origin, size == frame.size else { return .no }
        return child == .byDelta ? .byDelta : movability
    }

    /// The bit of `NodeRecord.placementExtent` that says the subtree's
    /// placements may be moved (rule MOVE): the node's behaviour is one
    /// whose placement depends on nothing but its size and proposal
    /// (`placementMobility`), it names no coordinate space, and each of its
    /// children is movable and either has exactly the node's frame (a frame
    /// filled by its content, a leaf: moving is setting the origin, with no
    /// arithmetic that could round differently from placing them again) or,
    /// under a node movable when whole, a whole frame (moving is adding a
    /// whole distance: exact, `deltaBit`).
    static let movableBit: UInt32 = 1 << 31
    /// The bit of `NodeRecord.placementExtent` that says a movable
    /// subtree's placements do not depend on the node's proposal
    /// (`.movableAnyProposal`): moved, the node's own placement takes
    /// the new proposal.
    static let anyProposalBit: UInt32 = 1 << 30
    /// The bit of `NodeRecord.placementExtent` that says a movable subtree
    /// moves by a whole distance (`Movability.byDelta`): its new origin must
    /// be whole, and each placement's origin is moved by the difference.
    static let deltaBit: UInt32 = 1 << 29

    /// A record's `placementExtent` for a subtree of `count` placements.
    @inline(__always)
    static func extent(_ count: Int, _ movability: Movability, anyProposal: Bool) -> UInt32 {
        guard count < Int(deltaBit), movability != .no else { return count < Int(deltaBit) ? UInt32(count) : 0 }
        return UInt32(count) | movableBit | (anyProposal ? anyProposalBit : 0) | (movability == .byDelta ? deltaBit : 0)
    }

    /// Moves `node`'s subtree's placements of the last pass, at `position`
    /// there, to `frame`'s origin (MOVE), when the node is placed as it was then:
    /// the same size, proposal, depth, opacity and clip (the subtree is
    /// movable and unchanged since: a change anywhere in it clears the
    /// node's memo, and with it the movable bit). They are moved in
    /// `output` when it is the last result's storage; copied from
    /// `lastPlacements` to the end of `output` when a caller still holds
    /// the last result. Returns false, touching nothing, when the node was
    /// placed otherwise (then it is placed anew).
    @inline(never)
    func reusePlacements(of node: Node, at position: Int, frame: CGRect, proposal: ProposedViewSize, depth: Int,
                                 clip: PlacementClip?, opacity: Double, in output: inout [ViewPlacement]) -> Bool {
        let bits = node.record.pointee.placementExtent
        let extent = Int(bits & (Self.deltaBit - 1))
        guard extent > 0, position + extent <= reusablePlacements else { return false }
        let slot = UInt32(bitPattern: node.index), anyProposal = bits & Self.anyProposalBit != 0
        let byDelta = bits & Self.deltaBit != 0
        let origin = frame.origin
        if byDelta && !(origin.x.isWhole && origin.y.isWhole) { return false }
        if lastPlacements.isEmpty {
            let moved = output.withUnsafeMutableBufferPointer { buffer -> Bool in
                let first = buffer.baseAddress.unsafelyUnwrapped + position
                guard first.pointee.canMove(slot: slot, size: frame.size, proposal: proposal, anyProposal: anyProposal,
                                            depth: depth, opacity: opacity, clip: clip) else { return false }
                first.pointee.proposal = proposal
                let old = first.pointee.frame.origin
                if old != origin {
                    if byDelta {
                        let dx = origin.x - old.x, dy = origin.y - old.y
                        for k in 0..<extent {
                            first[k].frame.origin.x += dx
                            first[k].frame.origin.y += dy
                        }
                    } else {
                        for k in 0..<extent { first[k].frame.origin = origin }
                    }
                }
                return true
            }
            guard moved else { return false }
        } else {
            let copied = lastPlacements.withUnsafeBufferPointer { buffer -> Bool in
                let first = buffer.baseAddress.unsafelyUnwrapped + position
                guard first.pointee.canMove(slot: slot, size: frame.size, proposal: proposal, anyProposal: anyProposal,
                                            depth: depth, opacity: opacity, clip: clip) else { return false }
                let old = first.pointee.frame.origin
                let dx = origin.x - old.x, dy = origin.y - old.y
                for k in 0..<extent {
                    var placement = first[k]
                    if byDelta {
                        placement.frame.origin.x += dx
                        placement.frame.origin.y += dy
                    } else {
                        placement.frame.origin = origin
                    }
                    if k == 0 { placement.proposal = proposal }
                    output.append(placement)
                }
                return true
            }
            guard copied else { return false }
        }
        placementsWritten = position + extent
        stats.placementsMoved += extent
        return true
    }

    /// The frame `node` had in the last pass, in root points, or `nil` if
    /// that pass did not place it: read from the placement its record
    /// points to, when that placement is the node's.
    func lastFrame(of node: Node) -> CGRect? {
        guard arena.isLive(node) else { return nil }
        let index = Int(node.record.pointee.placementIndex)
        guard index < lastPlacements.count, lastPlacements[index].nodeSlot == UInt32(bitPattern: node.index) else { return nil }
        return lastPlacements[index].frame
    }

    /// The frame and clip (`nil`: none) of `node`'s placement in the last
    /// pass, or `nil` if it was not placed.
    func lastPlacement(of node: Node) -> (frame: CGRect, clip: CGRect?)? {
        guard arena.isLive(node) else { return nil }
        let index = Int(node.record.pointee.placementIndex)
        guard index < lastPlacements.count, lastPlacements[index].nodeSlot == UInt32(bitPattern: node.index) else { return nil }
        return (lastPlacements[index].frame, lastPlacements[index].clip)
    }
}

extension CGFloat {
    /// Whether the value is a whole number below 2³¹ in magnitude: sums and
    /// differences of such values are exact (rule MOVE).
    @inline(__always)
    var isWhole: Bool {
        // A conversion and back, not `rounded()` (a libm call without SSE4.1).
        guard Swift.abs(self) < 2_147_483_648 else { return false }
        return CGFloat(Int32(self)) == self
    }
}

extension CGRect {
    /// Whether the origin and size are whole (`CGFloat.isWhole`).
    @inline(__always)
    var isWhole: Bool { origin.x.isWhole && origin.y.isWhole && size.width.isWhole && size.height.isWhole }
}

