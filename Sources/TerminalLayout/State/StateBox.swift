/// Internal: the graph's side of `@State`: the box one `State` field of one
/// view identity keeps its value in.
///
/// A class, because identity is the point: every copy of the view value,
/// and every `Binding` made from `$value`, reaches the same storage.
final class StateBox<Value>: OwnedStateBox {
    /// The value as stored.
    private var stored: Value
    /// The current value. Reading it in a body not under its owner (a
    /// binding taken elsewhere) is noted: a change then updates every view
    /// (STATE2); setting it tells the graph (`StateHost.stateChanged`).
    var value: Value {
        get {
            if host.bodyDepth > 0 { readElsewhere = host.noteRead(by: owner, readElsewhere: readElsewhere) }
            return stored
        }
        set {
            stored = newValue
            host.stateChanged(owner, readElsewhere: readElsewhere)
        }
    }
    /// The graph's flag (held strongly: it is one `Bool`, and a binding kept
    /// past its graph must not crash when set).
    let host: StateHost
    /// The view that owns the box (see `StateOwner`).
    private(set) weak var owner: StateOwner?
    /// The full update in which a body not under the owner read the value (see `StateHost.noteRead`).
    private var readElsewhere = -1

    init(_ value: Value, host: StateHost, owner: StateOwner?) {
        self.stored = value
        self.host = host
        self.owner = owner
    }
}

/// Internal: what a graph's state boxes tell when a value is set: the graph
/// must resolve views again before its next layout (`ViewGraph.needsUpdate`)
/// — only the views that own the changed boxes when it knows them
/// (`changedOwners`, STATE2), else the whole root (`needsFullUpdate`).
final class StateHost {
    /// Whether views must be resolved again before the next layout.
    private(set) var needsUpdate = false
    /// Whether the whole root must be: a change whose readers the graph does
    /// not know (an observable property, a box read outside its owner, a
    /// view resolved while laid out, a size-class change).
    private(set) var needsFullUpdate = false
    /// The views whose boxes were set since the last update, in order.
    private(set) var changedOwners: [StateOwner] = []
    /// Counts the full updates (a box read outside its owner is noted per full update).
    private(set) var fullUpdateCount = 0
    /// Counts the reads of boxes by bodies not under their owners: a
    /// `ForEach` element under whose resolution it grew cannot be kept by
    /// value (UPD1: the reader would not be noted again).
    private(set) var readsElsewhere = 0
    /// Counts the evaluations on their own (STATE2) that changed the nodes a
    /// view made in its scope or handed its parent: the runs of nodes that
    /// `ForEach` elements with bodies made before may no longer be where
    /// they were, so they are not kept by value until resolved again
    /// (`ElementMemoBase.begin`).
    private(set) var structureChanges = 0
    /// The owners whose bodies are being resolved, innermost last.
    var openOwners: [StateOwner] = []
    /// How many bodies are being resolved (a box read then is a body's read).
    var bodyDepth = 0
    /// The screen the graph's bodies see through `UIScreen.main` (UIK1).
    let screen = ScreenBox()
    /// The tracking of observable properties read by bodies (made on the
    /// first composite view).
    private var observationIfMade: BodyObservation?

    var observation: BodyObservation {
        if let observationIfMade { return observationIfMade }
        let made = BodyObservation(host: self)
        observationIfMade = made
        return made
    }

    /// The focused values published in the graph and their readers (FOCV1; made on first use).
    private var focusedValuesIfMade: FocusedValuesStore?

    var focusedValues: FocusedValuesStore {
        if let focusedValuesIfMade { return focusedValuesIfMade }
        let made = FocusedValuesStore()
        focusedValuesIfMade = made
        return made
    }

    /// The focused values if anything published or read them.
    var focusedValuesIfUsed: FocusedValuesStore? {
        focusedValuesIfMade.flatMap { $0.isInUse ? $0 : nil }
    }

    /// A box of `owner` was set (`readElsewhere`: the full update in which a
    /// body not under the owner read it, see `noteRead`).
    func stateChanged(_ owner: StateOwner?, readElsewhere: Int) {
        needsUpdate = true
        guard !needsFullUpdate else { return }
        guard let owner, owner.canUpdateAlone, readElsewhere != fullUpdateCount else {
            setNeedsFullUpdate()
            return
        }
        if owner.isQueued { return }
        owner.isQueued = true
        changedOwners.append(owner)
    }

    /// Every view must be resolved again.
    func setNeedsFullUpdate() {
        needsUpdate = true
        needsFullUpdate = true
        clearQueue()
    }

    /// A body reads a box of `owner`: unless `owner`'s own body is being
    /// resolved around it (the reader is under the owner, and is evaluated
    /// again with it), returns this full update's count — the box's changes
    /// then update every view until the next full update looks again.
    func noteRead(by owner: StateOwner?, readElsewhere: Int) -> Int {
        if let owner, openOwners.contains(where: { $0 === owner }) { return readElsewhere }
        readsElsewhere &+= 1
        return fullUpdateCount
    }

    /// An evaluation on its own changed what a view made in its scope.
    func noteStructureChange() {
        structureChanges &+= 1
    }

    /// A full update begins: every change so far is in it, and a new
    /// generation of observation starts.
    func beginFullUpdate() {
        needsUpdate = false
        needsFullUpdate = false
        clearQueue()
        fullUpdateCount += 1
        observationIfMade?.startGeneration()
    }

    /// An update of the changed owners alone begins: returns them (the
    /// observation generation goes on: the views not evaluated keep their
    /// trackings).
    func beginPartialUpdate() -> [StateOwner] {
        let owners = changedOwners
        needsUpdate = false
        clearQueue()
        return owners
    }

    private func clearQueue() {
        for owner in changedOwners { owner.isQueued = false }
        changedOwners.removeAll()
    }
}
