/// A property a view reads and writes to follow and move focus, as in
/// SwiftUI: bind it to focusable views with `focused(_:)` or
/// `focused(_:equals:)`.
///
/// ```swift
/// enum Field: Hashable { case name, age }
/// @FocusState private var field: Field?
///
/// VStack {
///     Button("Name") { … }.focused($field, equals: .name)
///     Button("Age") { … }.focused($field, equals: .age)
/// }
/// .onKeyPress("n") { field = .name; return .handled }
/// ```
///
/// When focus moves to a view bound with `focused`, the value becomes that
/// view's (`true`, or the `equals:` value); when focus leaves every view
/// bound to it, the value becomes `false` or `nil`. Setting the value
/// moves focus to the first focusable view bound to that value, or, set
/// to `false`/`nil`, takes focus away from those views (FOCUS1). Focus
/// moves after the key action that set it returns, before the next key.
///
/// The value lives in the graph with the view's identity, like `@State`;
/// outside a graph it is `false`/`nil` and setting it does nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The value when no bound view has focus: `false` or `nil`.
    let resetValue: Value
    /// The graph's storage, once installed.
    var box: FocusStateBox<Value>?

    /// Focus state that is `true` while a view bound with `focused(_:)` has focus.
    public init() where Value == Bool {
        resetValue = false
    }

    /// Focus state that holds the `equals:` value of the focused view bound
    /// with `focused(_:equals:)`, or `nil`.
    public init<T: Hashable>() where Value == T? {
        resetValue = nil
    }

    /// The current value; setting it moves focus (FOCUS1).
    public var wrappedValue: Value {
        get { box?.value ?? resetValue }
        nonmutating set { box?.request(newValue) }
    }

    /// A binding to pass to `focused(_:)`, `focused(_:equals:)` or a
    /// child view's `@FocusState.Binding` (`$field`).
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box, resetValue: resetValue)
    }

    /// A reference to a `FocusState`'s value, as in SwiftUI: what `$field`
    /// is, and a property wrapper for child views (`@FocusState.Binding var isFocused: Bool`).
    @propertyWrapper
    public struct Binding {
        /// The graph's storage of the focus state, if installed.
        let box: FocusStateBox<Value>?
        /// The value when no bound view has focus.
        let resetValue: Value

        /// Creates a focus binding from another (what `@FocusState.Binding
        /// var x` is initialised with from `$x`).
        public init(projectedValue: FocusState<Value>.Binding) {
            self = projectedValue
        }

        init(box: FocusStateBox<Value>?, resetValue: Value) {
            self.box = box
            self.resetValue = resetValue
        }

        /// The focus state's value; setting it moves focus (FOCUS1).
        public var wrappedValue: Value {
            get { box?.value ?? resetValue }
            nonmutating set { box?.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let state = pointer.assumingMemoryBound(to: Self.self)
        let host = installer.host, owner = installer.owner
        state.pointee.box = installer.box { FocusStateBox(state.pointee.resetValue, host: host, owner: owner) }
    }

    static var _keepsState: Bool { true }
}
