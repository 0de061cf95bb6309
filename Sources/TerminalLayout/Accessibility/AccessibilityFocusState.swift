/// A property for where assistive technology's focus (VoiceOver's cursor)
/// is, as in SwiftUI: bind it to views with `accessibilityFocused(_:)` or
/// `accessibilityFocused(_:equals:)`.
///
/// ```swift
/// @AccessibilityFocusState private var isNoticeFocused: Bool
///
/// Text(notice).accessibilityFocused($isNoticeFocused)
/// Button("Show") { isNoticeFocused = true }
/// ```
///
/// A terminal app has no assistive technology, so nothing is ever
/// accessibility-focused: the property is a state value of the view (kept
/// with its identity, like `@State`) that reads back what view code last
/// wrote, `false` or `nil` at first, and moves no focus — keyboard focus is
/// `@FocusState`'s (A11Y3).
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// The value, kept in the graph as `@State`.
    private var state: State<Value>

    /// Focus state that is `true` while a view bound with `accessibilityFocused(_:)` has it.
    public init() where Value == Bool {
        state = State(initialValue: false)
    }

    /// Focus state for the given assistive technologies only.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init()
    }

    /// Focus state that holds the `equals:` value of the view bound with
    /// `accessibilityFocused(_:equals:)` that has it, or `nil`.
    public init<T: Hashable>() where Value == T? {
        state = State(initialValue: nil)
    }

    /// Focus state for the given assistive technologies only.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init()
    }

    /// The current value: what view code last wrote (A11Y3).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to pass to `accessibilityFocused(_:)`, `accessibilityFocused(_:equals:)`
    /// or a child view's `@AccessibilityFocusState.Binding`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(value: state.projectedValue)
    }

    /// A reference to an `AccessibilityFocusState`'s value, as in SwiftUI.
    @propertyWrapper
    public struct Binding {
        /// The state's binding.
        let value: SwiftBinding<Value>

        init(value: SwiftBinding<Value>) {
            self.value = value
        }

        /// The focus state's value.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself (`$isFocused` in a child view).
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
}

/// `Binding` as seen from inside `AccessibilityFocusState`, whose nested
/// type has that name.
typealias SwiftBinding<Value> = TerminalLayout.Binding<Value>

nonisolated extension View {
    /// Binds the view's accessibility focus to `condition`; in a terminal
    /// nothing is accessibility-focused and the view is unchanged (A11Y3).
    public consuming func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Binds the view's accessibility focus to `binding` holding `value`; in
    /// a terminal nothing is accessibility-focused and the view is unchanged (A11Y3).
    public consuming func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { self }
}
