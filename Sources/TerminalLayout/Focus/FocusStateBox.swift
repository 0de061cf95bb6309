/// Internal: the graph's side of a `@FocusState`: the value, what it is
/// when nothing bound to it has focus, and whether view code set it since
/// the focus system last looked (a request to move focus, FOCUS1).
final class FocusStateBox<Value: Hashable>: FocusStorage {
    /// The current value. Set only when it changes: a set marks the graph
    /// for an update.
    private(set) var value: Value
    /// `false` or `nil`.
    let resetValue: Value
    /// Whether view code set the value since the focus system last looked.
    var isRequested = false
    /// The graph's flag (see `StateBox`).
    let host: StateHost

    init(_ resetValue: Value, host: StateHost) {
        self.value = resetValue
        self.resetValue = resetValue
        self.host = host
    }

    /// View code sets the value: focus moves there after the action.
    func request(_ newValue: Value) {
        isRequested = true
        set(newValue)
    }

    /// The focus system writes the value that matches where focus is.
    func set(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        host.needsUpdate = true
    }

    var isReset: Bool { value == resetValue }

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
