/// A view that shows progress towards completion, as in SwiftUI (PRG1).
///
/// ```swift
/// ProgressView("Copying", value: copied, total: 120)
/// ProgressView()   // indeterminate
/// ```
///
/// In a terminal a determinate progress view is its label (if any) on a line, then a bar as
/// wide as the space offered (ten cells when the width is unspecified), one row high: `█` for
/// the completed part, rounded down to whole cells, `░` for the rest; then the current value's
/// label, if any. An indeterminate one (no value) is `⋯` before its label — drawn still: the
/// app draws a frame only when something changes. That is the `linear` (and `automatic`)
/// style; `progressViewStyle(.circular)` or a ``ProgressViewStyle`` of your own draws it otherwise.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The completed fraction, 0…1; `nil` when indeterminate.
    let fraction: Double?

    @Environment(\.progressViewStyle) private var style

    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
        if let style {
            // In the style's body, progress views are drawn in the style set outside it: a
            // `ProgressView(configuration)` there decorates that one's (PRG1).
            style.makeBody(configuration).environment(\.progressViewStyle, style.outer)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }

    /// The bar's characters for `fraction` of `width` cells.
    static func bar(fraction: Double, width: Int) -> String { ProgressBar.bar(fraction: fraction, width: width) }

    /// `value / total` clamped to 0…1 (NaN, a total of 0 or less: 0); `nil` for no value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard t > 0, v.isFinite || v == .infinity else { return 0 }
        let f = v / t
        return f.isNaN ? 0 : min(1, max(0, f))
    }
}

extension ProgressView {
    /// A progress view made from a style's configuration — its fraction and labels — drawn in
    /// the style set outside the one whose body makes it: what a style of your own that
    /// decorates the platform's progress view writes (PRG1).
    ///
    /// ```swift
    /// struct Framed: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).padding(1).border(.pink)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration)
        where Label == ProgressViewStyleConfiguration.Label,
              CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        fraction = configuration.fractionCompleted
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view without a label.
    public init() where Label == EmptyView {
        self.init(label: nil, currentValueLabel: nil, fraction: nil)
    }

    /// An indeterminate progress view with the label `label` makes.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: nil)
    }

    /// An indeterminate progress view titled `title`.
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(label: Text(title), currentValueLabel: nil, fraction: nil)
    }

    /// Progress of `value` out of `total` (indeterminate when `value` is `nil`), without a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(label: nil, currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }

    /// Progress of `value` out of `total`, titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text {
        self.init(label: Text(title), currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }

    /// Progress of `value` out of `total`, with the label `label` makes.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: Self.fraction(value, total: total))
    }
}

extension ProgressView {
    /// Progress of `value` out of `total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value, total: total))
    }
}
