/// Internal: the graph's side of `@State`: the box one `State` field of one
/// view identity keeps its value in.
///
/// A class, because identity is the point: every copy of the view value,
/// and every `Binding` made from `$value`, reaches the same storage.
final class StateBox<Value> {
    /// The current value.
    var value: Value {
        didSet { host.needsUpdate = true }
    }
    /// The graph's flag (held strongly: it is one `Bool`, and a binding kept
    /// past its graph must not crash when set).
    let host: StateHost

    init(_ value: Value, host: StateHost) {
        self.value = value
        self.host = host
    }
}

/// Internal: what a graph's `@State` boxes tell when a value is set: the
/// graph must resolve its views again before its next layout
/// (`ViewGraph.needsUpdate`).
final class StateHost {
    /// Set by any state box of the graph when its value is set (and by a
    /// change of an observable property a body read, `BodyObservation`);
    /// cleared when the graph resolves its root again, which also starts a
    /// new generation of observation.
    var needsUpdate = false {
        didSet { if !needsUpdate { observationIfMade?.startGeneration() } }
    }
    /// The tracking of observable properties read by bodies (made on the
    /// first composite view).
    private var observationIfMade: BodyObservation?

    var observation: BodyObservation {
        if let observationIfMade { return observationIfMade }
        let made = BodyObservation(host: self)
        observationIfMade = made
        return made
    }
}
