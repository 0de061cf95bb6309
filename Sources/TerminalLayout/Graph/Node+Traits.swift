// A node's traits: the ones it has, and the ones the update running
// collects for it (committed by `GraphBuilder.finish`).
extension Node {
    /// Values written by trait modifiers on this element.
    var traits: Traits {
        get { arena.record(slot).pointee.traits }
        nonmutating set { arena.record(slot).pointee.traits = newValue }
    }
    /// The explicit identity (`traits.id`), read without copying the traits.
    var explicitID: ExplicitID? { arena.record(slot).pointee.traits.explicitID }
    /// `traits.zIndex`, read without copying the traits.
    var zIndex: Double? {
        let record = arena.record(slot)
        return record.pointee.traits.hasExtras ? record.pointee.traits.zIndex : nil
    }
    /// Whether the traits name a coordinate space (`coordinateSpace(name:)`),
    /// read without copying the name.
    var namesCoordinateSpace: Bool { arena.record(slot).pointee.traits.extras?.namesCoordinateSpace ?? false }
    /// `traits.coordinateSpaceName`, read without copying the traits.
    var coordinateSpaceName: AnyHashable? {
        let record = arena.record(slot)
        return record.pointee.traits.hasExtras ? record.pointee.traits.coordinateSpaceName : nil
    }
    /// Traits collected during the current update. A node made in this
    /// update has no traits to compare them with: they are written to its
    /// record at once (see `NodeRecord.commitPendingTraits`), and the arena's
    /// `PendingTraits` holds only those of nodes that existed before — a
    /// first update of a large list allocated, and freed, a chunk of
    /// pending traits per 1,024 nodes.
    var pendingTraits: Traits {
        get {
            let record = arena.record(slot)
            if record.pointee.isNew { return record.pointee.traits }
            if record.pointee.hasPendingTraits { return arena.pendingTraits.read(slot) }
            // Kept by value: its own modifiers' traits are the ones it has (see `openPendingTraits`).
            return arena.isKeptInThisUpdate(self) ? record.pointee.traits : Traits()
        }
        nonmutating _modify {
            let record = arena.record(slot)
            if record.pointee.isNew {
                yield &record.pointee.traits
                return
            }
            if !record.pointee.hasPendingTraits { openPendingTraits(record) }
            yield &arena.pendingTraits[slot]
        }
        nonmutating set {
            let record = arena.record(slot)
            if record.pointee.isNew {
                record.pointee.traits = newValue
                return
            }
            if !record.pointee.hasPendingTraits {
                if newValue.isEmpty && !arena.isKeptInThisUpdate(self) { return }
                openPendingTraits(record)
            }
            arena.pendingTraits[slot] = newValue
        }
    }
    /// Where the traits this update collects for the node are (see
    /// `pendingTraits`; opened if need be): written through, in place, with
    /// no accessor coroutine around each write.
    @inline(__always)
    func pendingTraitsPointer() -> UnsafeMutablePointer<Traits> {
        let record = arena.record(slot)
        if record.pointee.isNew { return record.pointer(to: \.traits).unsafelyUnwrapped }
        if !record.pointee.hasPendingTraits { openPendingTraits(record) }
        return arena.pendingTraits.pointer(slot)
    }

    /// Starts collecting the node's traits in this update. A node kept by
    /// value (UPD1) was not resolved, so its own modifiers write nothing:
    /// it starts from the traits it has, and the modifiers outside its
    /// `ForEach` (`layoutPriority(_:)` on the `ForEach`, say), which run
    /// again, write theirs over them — the same fields as last time, as
    /// they are the same modifiers (other ones make another identity path,
    /// which keeps nothing). `finish` commits them.
    private func openPendingTraits(_ record: UnsafeMutablePointer<NodeRecord>) {
        arena.pendingTraits.open(slot)
        record.pointee.hasPendingTraits = true
        if arena.isKeptInThisUpdate(self) {
            arena.pendingTraits[slot] = record.pointee.traits
            arena.keptNodesWithTraits &+= 1
        }
    }

    /// Whether the traits collected in this update hold an id (read in
    /// place: `pendingTraits.hasID` would copy the traits).
    @inline(__always)
    var pendingTraitsHaveID: Bool {
        let record = arena.record(slot)
        if record.pointee.isNew { return record.pointee.traits.hasID }
        if record.pointee.hasPendingTraits { return arena.pendingTraits.hasID(slot) }
        return arena.isKeptInThisUpdate(self) && record.pointee.traits.hasID
    }

    /// Gives the node `id` unless this update already gave it one (`.id(_:)`
    /// inside a `ForEach`'s view wins over the `ForEach`'s id, as in SwiftUI).
    @inline(__always)
    func giveIDUnlessSet(_ id: ExplicitID) {
        if !pendingTraitsHaveID { pendingTraitsPointer().pointee.explicitID = id }
    }

    /// Forgets the traits collected for the node in this update (it is
    /// being resolved again: its modifiers write them anew).
    func resetPendingTraits() {
        let record = arena.record(slot)
        if record.pointee.isNew {
            if !record.pointee.traits.isEmpty { record.pointee.traits = Traits() }
            return
        }
        guard record.pointee.hasPendingTraits else { return }
        record.pointee.hasPendingTraits = false
        arena.pendingTraits.discard(slot)
    }
}
