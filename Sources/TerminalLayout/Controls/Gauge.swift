/// A value within a range, shown as a bar, as in SwiftUI:
/// `Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }`.
///
/// In a terminal (GAU1): the label on the first line, then the minimum
/// value's label, a bar of `█` and `░` as wide as the rest of the line, and
/// the maximum value's label; the current value's label on the line under
/// the bar, dim. The value is clamped to the range (a range of zero width,
/// or a value that is not finite, is an empty bar). Every built-in
/// `gaugeStyle` draws the same; a ``GaugeStyle`` of your own draws what its
/// `makeBody(configuration:)` makes (GAU2). Marked value labels are not drawn.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let fraction: Double
    private let label: Label
    private let currentValueLabel: CurrentValueLabel?
    private let minimumValueLabel: BoundsLabel?
    private let maximumValueLabel: BoundsLabel?

    @Environment(\.gaugeStyle) private var style

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: AnyView(label), currentValueLabel: currentValueLabel.map { AnyView($0) },
            minimumValueLabel: minimumValueLabel.map { AnyView($0) }, maximumValueLabel: maximumValueLabel.map { AnyView($0) })
        if let style { style.makeBody(configuration) } else { BarGaugeBody(configuration: configuration) }
    }

    /// Where `value` lies in `bounds`, 0…1 (0 for a value or range it cannot place).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound), value = Double(value)
        guard value.isFinite, low.isFinite, high.isFinite, high > low else { return 0 }
        return Swift.min(1, Swift.max(0, (value - low) / (high - low)))
    }

    /// A gauge with every label.
    private init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
                                         minimum: BoundsLabel?, maximum: BoundsLabel?) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, labelled by `label`, its value shown by `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with its label, its value's label and the labels of the range's ends.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel())
    }
}
