/// How a ``Gauge`` draws, as in SwiftUI: the built-in styles (a bar here),
/// or a style of your own that makes the gauge's body from its
/// configuration (GAU2).
///
/// ```swift
/// struct Percent: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int(configuration.value * 100))%")
///         }
///     }
/// }
/// Gauge(value: 0.25) { Text("CPU") }.gaugeStyle(Percent())
///
///  CPU 25%
/// ```
public protocol GaugeStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The gauge as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws: where the value lies in the gauge's range
/// (0…1) and the gauge's labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the gauge's value, as a view.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the range's lower end, as a view.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the range's upper end, as a view.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The labels of marked values, as a view (none here: `Gauge` has no
    /// initializer taking them, GAU1).
    nonisolated public struct MarkedValueLabels: View {
        public var body: some View { EmptyView() }
    }

    /// Where the value lies in the gauge's range: 0 at the lower end, 1 at
    /// the upper (clamped; 0 for a value or range that cannot be placed).
    public var value: Double
    /// The gauge's label.
    public var label: GaugeStyleConfiguration.Label
    /// The value's label, if the gauge has one.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The lower end's label, if the gauge has one.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The upper end's label, if the gauge has one.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// The marked values' labels.
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels

    init(value: Double, label: AnyView, currentValueLabel: AnyView?, minimumValueLabel: AnyView?, maximumValueLabel: AnyView?) {
        self.value = value
        self.label = Label(content: label)
        self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
        self.minimumValueLabel = minimumValueLabel.map { MinimumValueLabel(content: $0) }
        self.maximumValueLabel = maximumValueLabel.map { MaximumValueLabel(content: $0) }
        self.markedValueLabels = MarkedValueLabels()
    }
}

/// The bar GAU1 draws: the label, then the minimum value's label, a bar of
/// `█` and `░` as wide as the rest of the line and the maximum value's
/// label; the current value's label under it, `.secondary`.
nonisolated struct BarGaugeBody: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            HStack(spacing: 1) {
                if let minimum = configuration.minimumValueLabel { minimum }
                GeometryReader { [value = configuration.value] proxy in
                    Text(ProgressBar.bar(fraction: value, width: proxy.columns()))
                }
                .frame(idealWidth: 10, maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            if let current = configuration.currentValueLabel { current.foregroundColor(.secondary) }
        }
    }
}

/// The platform's gauge style: the bar (GAU1).
public struct DefaultGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The bar and its labels.
    public func makeBody(configuration: Configuration) -> some View { BarGaugeBody(configuration: configuration) }
}

/// A bar filling as the value grows.
public struct LinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The bar and its labels.
    public func makeBody(configuration: Configuration) -> some View { BarGaugeBody(configuration: configuration) }
}

/// A ring (drawn as the bar here: a ring cannot be drawn in cells, GAU1).
public struct AccessoryCircularGaugeStyle: GaugeStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The bar and its labels.
    public func makeBody(configuration: Configuration) -> some View { BarGaugeBody(configuration: configuration) }
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
    /// Sets the style of the gauges in this view (GAU2): a built-in style
    /// draws the bar (GAU1), one of your own makes each gauge's body.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.gaugeStyle = AnyGaugeStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a gauge style, type-erased (`nil` in the environment: the bar).
struct AnyGaugeStyle {
    let makeBody: (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The style gauges here draw with (internal; set by `gaugeStyle(_:)`).
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
