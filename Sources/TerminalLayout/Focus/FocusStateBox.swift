/// Internal: the graph's side of a `@FocusState`: the value, what it is
/// when nothing bound to it has focus, and whether view code set it since
/// the focus system last looked (a request to move focus, FOCUS1).
final class FocusStateBox<Value: Hashable>: FocusStorage, OwnedStateBox {
    /// The value as stored.
    private var stored: Value
    /// The current value. Set only when it changes: a set marks the graph
    /// for an update of its owner (read in a body, see `StateBox.value`).
    var value: Value {
        if host.bodyDepth > 0 { readElsewhere = host.noteRead(by: owner, readElsewhere: readElsewhere) }
        return stored
    }
    /// `false` or `nil`.
    let resetValue: Value
    /// Whether view code set the value since the focus system last looked.
    var isRequested = false
    /// The graph's flag (see `StateBox`).
    let host: StateHost
    /// The view that owns the box (see `StateOwner`).
    private(set) weak var owner: StateOwner?
    /// The full update in which a body not under the owner read the value.
    private var readElsewhere = -1

    init(_ resetValue: Value, host: StateHost, owner: StateOwner?) {
        self.stored = resetValue
        self.resetValue = resetValue
        self.host = host
        self.owner = owner
    }

    /// View code sets the value: focus moves there after the action.
    func request(_ newValue: Value) {
        isRequested = true
        set(newValue)
    }

    /// The focus system writes the value that matches where focus is.
    func set(_ newValue: Value) {
        guard newValue != stored else { return }
        stored = newValue
        host.stateChanged(owner, readElsewhere: readElsewhere)
    }

    var isReset: Bool { stored == resetValue }

    func reset() { set(resetValue) }
}

/// Internal: a focus state's storage, whatever its value type, as the
/// focus system sees it.
protocol FocusStorage: AnyObject {
    /// Whether view code set the value since the focus system last looked.
    var isRequested: Bool { get set }
    /// Whether the value is `false` / `nil`.
    var isReset: Bool { get }
    /// Sets the value to `false` / `nil`.
    func reset()
}
