/// Internal: fills in the dynamic properties of one view value before its
/// `body` runs — `State` boxes from the scope's `StateTable` (or new ones),
/// `Environment` values from the inherited values.
struct PropertyInstaller {
    /// What the view inherits.
    let environment: ResolvedEnvironment
    /// The graph's flag that state boxes set.
    let host: StateHost
    /// The view's record, which new boxes point back to (nil for a view without state).
    let owner: StateOwner?
    /// The boxes the view had last time (reused in field order, by type).
    private let previous: [AnyObject]?
    /// How many boxes are installed so far.
    private var count = 0
    /// The boxes installed so far, in field order, once one is not the
    /// previous box of its field; until then they are `previous`'s first
    /// `count` (the usual update: every box kept, no array made).
    private var made: [AnyObject]?

    init(environment: ResolvedEnvironment, host: StateHost, owner: StateOwner?) {
        self.environment = environment
        self.host = host
        self.owner = owner
        self.previous = owner?.boxes
    }

    /// The boxes installed, in field order.
    var boxes: [AnyObject] {
        if let made { return made }
        guard let previous else { return [] }
        return count == previous.count ? previous : Array(previous[..<count])
    }

    /// The next state box: the one kept for this field, or `make()`'s.
    mutating func box<Box: AnyObject>(_ make: () -> Box) -> Box {
        let index = count
        count += 1
        if let previous, index < previous.count {
            let kept = previous[index]
            // The box's exact type compared first (a runtime cast costs
            // hundreds of instructions per state per update); `as?` for a
            // subclass.
            let found = type(of: kept) == Box.self ? unsafeDowncast(kept, to: Box.self) : kept as? Box
            if let found {
                made?.append(found)
                return found
            }
        }
        if made == nil { made = Array((previous ?? [])[..<index]) }
        let box = make()
        made!.append(box)
        return box
    }
}

extension GraphBuilder {
    /// Installs the dynamic properties `fields` lists into `view`, whose
    /// `body` is resolved at `key` in the current scope; returns the view's
    /// record if it keeps state (see `StateOwner`).
    @discardableResult
    func install<V>(_ fields: DynamicFields, into view: inout V, key: NodeKey,
                    environment: ResolvedEnvironment) -> StateOwner? {
        engine.sawDynamicProperties = true
        let owner = fields.hasState ? currentStateTable().owner(for: key, viewType: ObjectIdentifier(V.self)) : nil
        var installer = PropertyInstaller(environment: environment, host: engine.stateHost, owner: owner)
        withUnsafeMutableBytes(of: &view) { raw in
            guard let base = raw.baseAddress else { return }
            for field in fields.fields {
                switch field.kind {
                case .install(let type): type._install(at: base + field.offset, &installer)
                case .update(let type): type._update(at: base + field.offset)
                }
            }
        }
        if let owner {
            owner.boxes = installer.boxes
            owner.generation = generation
            owner.lastSeen = generation
            // A `ForEach` element that may be kept by value notes the owners
            // of its scope it made (`ElementMemo`, UPD1).
            if loggingOwners { loggedOwners.append(owner) }
        }
        return owner
    }
}
