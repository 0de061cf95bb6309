/// A control that increments and decrements a value, as in SwiftUI (STP1).
///
/// ```swift
/// Stepper("Copies: \(copies)", value: $copies, in: 1...10)
/// ```
///
/// In a terminal a stepper is its label followed by `−` and `+`. It is focusable (Tab);
/// while focused its label is bold, and `+`, `=` or → increment, `-` or ← decrement (never
/// past the range's bounds; `onEditingChanged` is told `true` before a step and `false`
/// after). Below `disabled(true)` it takes no focus and is `.secondary`;
/// a sign whose step would leave the range is `.secondary`.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    /// Told `true` before a key steps and `false` after (SwiftUI: a press's start and end).
    let editingChanged: (Bool) -> Void
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// A stepper that calls `onIncrement` and `onDecrement` (`nil`: that direction is off).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = onIncrement
        self.decrement = onDecrement
        self.editingChanged = onEditingChanged
    }

    /// A stepper that changes `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        // A direction the value cannot move in is off (drawn .secondary); the step itself
        // reads the value when the key comes.
        let canIncrease = Self.stepped(value.wrappedValue, by: step, in: bounds) != nil
        let canDecrease = Self.stepped(value.wrappedValue, by: -step, in: bounds) != nil
        self.increment = canIncrease ? {
            if let next = Self.stepped(value.wrappedValue, by: step, in: bounds) { value.wrappedValue = next }
        } : nil
        self.decrement = canDecrease ? {
            if let next = Self.stepped(value.wrappedValue, by: -step, in: bounds) { value.wrappedValue = next }
        } : nil
        self.editingChanged = onEditingChanged
    }

    /// A stepper that changes `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.editingChanged = onEditingChanged
    }

    /// A stepper that changes `value` by `step`, the label last (the iOS 13 order, deprecated in
    /// SwiftUI: `Stepper(value: $n, step: 2, onEditingChanged: { _ in }) { Text("\(n)") }`).
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper that changes `value` by `step` within `bounds`, the label last (the iOS 13 order,
    /// deprecated in SwiftUI).
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper that runs `onIncrement` and `onDecrement`, the label last (the iOS 13 order,
    /// deprecated in SwiftUI).
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// `value` moved by `step` and clamped to `bounds`; `nil` when that changes nothing.
    static func stepped<V: Strideable>(_ value: V, by step: V.Stride, in bounds: ClosedRange<V>) -> V? {
        let next = min(max(value.advanced(by: step), bounds.lowerBound), bounds.upperBound)
        return next == value ? nil : next
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            label
            Text("−").foregroundColor(decrement == nil ? .secondary : nil)
            Text("+").foregroundColor(increment == nil ? .secondary : nil)
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { [increment, decrement, editingChanged, isEnabled] press in
            guard isEnabled else { return .ignored }
            let step: (() -> Void)?
            switch press.key {
            case .rightArrow, "+", "=": step = increment
            case .leftArrow, "-": step = decrement
            default: return .ignored
            }
            if let step {
                editingChanged(true)
                step()
                editingChanged(false)
            }
            return .handled
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` changing `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                   step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` changing `value` by `step`, without bounds.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` calling `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
