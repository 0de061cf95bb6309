/// A value within a range, shown as a bar, as in SwiftUI:
/// `Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }`.
///
/// In a terminal (GAU1): the label on the first line, then the minimum
/// value's label, a bar of `█` and `░` as wide as the rest of the line, and
/// the maximum value's label; the current value's label on the line under
/// the bar, dim. The value is clamped to the range (a range of zero width,
/// or a value that is not finite, is an empty bar). Every `gaugeStyle` draws
/// the same. Marked value labels are not drawn.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let fraction: Double
    private let label: Label
    private let currentValueLabel: CurrentValueLabel?
    private let minimumValueLabel: BoundsLabel?
    private let maximumValueLabel: BoundsLabel?

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            label
            HStack(spacing: 1) {
                if let minimumValueLabel { minimumValueLabel }
                GeometryReader { proxy in
                    Text(ProgressBar.bar(fraction: fraction, width: proxy.columns()))
                }
                .frame(idealWidth: 10, maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
                if let maximumValueLabel { maximumValueLabel }
            }
            if let currentValueLabel { currentValueLabel.foregroundColor(.secondary) }
        }
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

/// How a `Gauge` is drawn, as in SwiftUI (every style draws the same here, GAU1).
public protocol GaugeStyle {}

/// The platform's gauge style.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A bar filling as the value grows.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A ring (drawn as a bar here).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filling as the value grows.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar, the accessory's size.
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A bar with a marker, the accessory's size.
    public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
    /// A ring filling as the value grows.
    public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension View {
    /// Accepted: every gauge is drawn as a bar (GAU1).
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
