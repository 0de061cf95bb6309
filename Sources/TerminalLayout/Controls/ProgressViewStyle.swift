/// How a ``ProgressView`` is drawn, as in SwiftUI: `.automatic`, `.linear`,
/// `.circular`, or a style of your own (PRG1).
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(Percent())   // 40%
/// ```
public protocol ProgressViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for a progress view with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws: the completed fraction and the labels.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// A progress view's current-value label, as a view.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The completed fraction, 0…1, or `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current value's label, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The default style: `linear` (PRG1).
public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressViewStyle().makeBody(configuration: configuration)
    }
}

/// A bar: the label on a line, a bar of `█`/`░` as wide as offered, the
/// current value's label below; indeterminate, `⋯` before the label (PRG1).
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    /// The bar's colour (`init(tint:)`); `nil`: the text's.
    private var tint: Color?
    public init() {}
    /// The style with its bar in `tint` (deprecated in SwiftUI for `tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }
    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            VStack(alignment: .leading, spacing: 0) {
                if let label = configuration.label { label }
                GeometryReader { proxy in
                    Text(ProgressBar.bar(fraction: fraction, width: proxy.columns())).foregroundColor(tint)
                }
                .frame(idealWidth: 10, maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
                if let current = configuration.currentValueLabel { current.foregroundColor(.secondary) }
            }
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                Text("⋯")
                if let label = configuration.label { label }
            }
        }
    }
}

/// One cell: `○ ◔ ◑ ◕ ●` for the completed quarters (rounded down), then
/// the label and the current value's label on the line; indeterminate, `⋯`
/// before the label (PRG1).
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    /// The circle's colour (`init(tint:)`); `nil`: the text's.
    private var tint: Color?
    public init() {}
    /// The style with its circle in `tint` (deprecated in SwiftUI for `tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            Text(configuration.fractionCompleted.map(ProgressBar.quarter) ?? "⋯").foregroundColor(tint)
            if let label = configuration.label { label }
            if let current = configuration.currentValueLabel { current.foregroundColor(.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style (`linear`).
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar as wide as offered.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// One cell showing the completed quarters.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
    /// Draws the progress views in this view with `style`.
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.progressViewStyle = AnyProgressViewStyle(style, outer: values.progressViewStyle)
            resolved = values.resolved
        })
    }
}

/// Internal: a progress view style, type-erased for the environment, with the style set
/// outside it — what a `ProgressView(configuration)` in its body draws with (PRG1).
final class AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    /// The style set outside this one (`nil`: the default).
    let outer: AnyProgressViewStyle?

    init<S: ProgressViewStyle>(_ style: S, outer: AnyProgressViewStyle?) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        self.outer = outer
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
    /// The style set by `progressViewStyle(_:)`, if any.
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// Internal: the characters progress views draw.
enum ProgressBar {
    /// The bar's characters for `fraction` of `width` cells.
    static func bar(fraction: Double, width: Int) -> String {
        let width = max(0, width)
        let filled = min(width, Int((fraction * Double(width)).rounded(.down)))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// The circle for `fraction`: its completed quarters, rounded down.
    static func quarter(_ fraction: Double) -> String {
        ["○", "◔", "◑", "◕", "●"][min(4, max(0, Int((fraction * 4).rounded(.down))))]
    }
}
