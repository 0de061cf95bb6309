/// A control that selects a value from a range, as in SwiftUI (SLD1).
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1)
/// ```
///
/// In a terminal a slider is a bar one row high and as wide as offered (ten cells when the
/// width is unspecified), filled as a ``ProgressView``'s is (`█`, `░`) to the value's place in
/// the range, with the label before it when there is one and the minimum and maximum value
/// labels at the bar's ends (SLD1). It is focusable (Tab); while
/// focused it is bold, and → or `+` raise the value by `step` (a twentieth of the range when
/// no step is given), ← or `-` lower it, Home and End set the bounds; `onEditingChanged` is
/// told `true` before each such key's change and `false` after. Below
/// `disabled(true)` it takes no focus and is `.secondary`.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label?
    /// Shown before the bar (`minimumValueLabel:`).
    var minimumValueLabel: ValueLabel? = nil
    /// Shown after the bar (`maximumValueLabel:`).
    var maximumValueLabel: ValueLabel? = nil
    let fraction: Double
    let change: (Int) -> Void
    let setBound: (Bool) -> Void
    /// Told `true` before a key changes the value and `false` after (SwiftUI: a drag's start and end).
    let editingChanged: (Bool) -> Void
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label?,
                                 onEditingChanged: @escaping (Bool) -> Void)
    where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.editingChanged = onEditingChanged
        let width = bounds.upperBound - bounds.lowerBound
        let current = value.wrappedValue
        self.fraction = width > 0 ? ProgressView<EmptyView, EmptyView>.fraction(current - bounds.lowerBound, total: width) ?? 0 : 0
        let step = V(step ?? V.Stride(width / 20))
        self.change = { direction in
            let next = value.wrappedValue + V(direction) * step
            value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        self.setBound = { upper in value.wrappedValue = upper ? bounds.upperBound : bounds.lowerBound }
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            if let label { label }
            if let minimumValueLabel { minimumValueLabel }
            GeometryReader { proxy in
                Text(ProgressView<EmptyView, EmptyView>.bar(fraction: fraction, width: proxy.columns()))
            }
            .frame(idealWidth: 10, maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
            if let maximumValueLabel { maximumValueLabel }
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { [change, setBound, editingChanged, isEnabled] press in
            guard isEnabled else { return .ignored }
            let edit: () -> Void
            switch press.key {
            case .rightArrow, "+", "=": edit = { change(1) }
            case .leftArrow, "-": edit = { change(-1) }
            case .home: edit = { setBound(false) }
            case .end: edit = { setBound(true) }
            default: return .ignored
            }
            editingChanged(true)
            edit()
            editingChanged(false)
            return .handled
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider setting `value` within `bounds` (0…1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider setting `value` within `bounds` by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with the label `label` makes, setting `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A slider with the label `label` makes, setting `value` within `bounds` by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with a label and the labels of its bounds, setting `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider with a label and the labels of its bounds, setting `value` within `bounds` by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

// The forms of iOS 13 (deprecated in SwiftUI, still compiled): the label closure last, the
// value labels as views. Disfavoured, so a trailing closure picks the current forms.
extension Slider {
    /// A slider with the labels of its bounds, setting `value` within `bounds` (the iOS 13 form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider with the labels of its bounds, setting `value` within `bounds` by `step` (the
    /// iOS 13 form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, setting `value` within `bounds` (the iOS 13 form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A slider with a label, setting `value` within `bounds` by `step` (the iOS 13 form).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }
}
