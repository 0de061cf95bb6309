/// How a ``Form`` draws, as in SwiftUI: the built-in styles, or a style of
/// your own that makes the form's body from its configuration (FRM1).
///
/// ```swift
/// struct Titled: FormStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Text("Settings").bold()
///             configuration.content
///         }
///     }
/// }
/// Form { Toggle("Wrap", isOn: $wrap) }.formStyle(Titled())
/// ```
public protocol FormStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The form as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = FormStyleConfiguration
}

/// What a ``FormStyle`` draws: the form's rows.
public struct FormStyleConfiguration {
    /// The form's rows, as a view.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The form's rows.
    public let content: FormStyleConfiguration.Content

    init(content: AnyView) {
        self.content = Content(content: content)
    }
}

/// The form LIST1 draws: a `List` of its rows.
nonisolated struct ListFormBody: View {
    let configuration: FormStyleConfiguration

    var body: some View {
        List { configuration.content }
    }
}

/// The platform's form style: a list of the rows (LIST1).
public struct AutomaticFormStyle: FormStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// A list of the rows.
    public func makeBody(configuration: Configuration) -> some View { ListFormBody(configuration: configuration) }
}

/// Rows in grouped sections: a list of the rows here (LIST1).
public struct GroupedFormStyle: FormStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// A list of the rows.
    public func makeBody(configuration: Configuration) -> some View { ListFormBody(configuration: configuration) }
}

/// Labels and controls in two columns: a list of the rows here (LIST1).
public struct ColumnsFormStyle: FormStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// A list of the rows.
    public func makeBody(configuration: Configuration) -> some View { ListFormBody(configuration: configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in two columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// Sets the style of the forms in this view (FRM1): a built-in style
    /// draws the list (LIST1), one of your own makes each form's body.
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.formStyle = style is any BuiltInFormStyle ? nil : AnyFormStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: the built-in styles, which all draw the list (stored as
/// `nil`: the form draws `List { content }` itself, LIST1).
protocol BuiltInFormStyle {}
extension AutomaticFormStyle: BuiltInFormStyle {}
extension GroupedFormStyle: BuiltInFormStyle {}
extension ColumnsFormStyle: BuiltInFormStyle {}

/// Internal: a form style of your own, type-erased (`nil` in the environment: the list).
struct AnyFormStyle {
    let makeBody: (FormStyleConfiguration) -> AnyView

    init<S: FormStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyFormStyle? { nil }
}

extension EnvironmentValues {
    /// The style forms here draw with (internal; set by `formStyle(_:)`).
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}
