/// How a ``TextEditor`` looks, as in SwiftUI (TXF5): `.automatic` and `.plain` draw the editor
/// alone, `.roundedBorder` draws a rounded box around it, as a text field's (TXF2).
///
/// ```swift
/// TextEditor(text: $notes)
///     .textEditorStyle(.roundedBorder)
/// ```
///
/// A style of your own returns its view from `makeBody(configuration:)`; as in SwiftUI the
/// configuration has nothing public to draw, and a built-in style's body is the editor.
public protocol TextEditorStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view this style draws in place of the editor.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The editor a style is given.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The editor a ``TextEditorStyle`` is given (nothing public, as in SwiftUI).
public struct TextEditorStyleConfiguration {
    /// The editor, drawn by the built-in styles.
    let editor: AnyView
}

/// The platform's editor style: the editor alone, as `.plain`.
public struct AutomaticTextEditorStyle: TextEditorStyle, Sendable {
    /// The style.
    public init() {}
    /// The editor.
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

/// An editor with no decoration.
public struct PlainTextEditorStyle: TextEditorStyle, Sendable {
    /// The style.
    public init() {}
    /// The editor.
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

/// An editor in a rounded box: a border cell on each side and a row above and below, the
/// border `.secondary`, the tint or accent colour while the editor has focus (TXF2, TXF5).
public struct RoundedBorderTextEditorStyle: TextEditorStyle, Sendable {
    /// The style.
    public init() {}
    /// The editor (its box is drawn by the editor below `textEditorStyle(.roundedBorder)`).
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// An editor with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
    /// An editor in a rounded box.
    public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

nonisolated extension View {
    /// Sets the style of the text editors in this view (TXF5): one of the styles given, or
    /// your own, whose `makeBody(configuration:)` is drawn in place of each editor.
    public consuming func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.textEditorStyle = AnyTextEditorStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a text editor style, type-erased; `nil` body for the styles given (TXF5).
struct AnyTextEditorStyle {
    /// Whether the editor draws a rounded box.
    let drawsBorder: Bool
    /// A style of your own's body, given the editor.
    let makeBody: ((TextEditorStyleConfiguration) -> AnyView)?

    init<S: TextEditorStyle>(_ style: S) {
        drawsBorder = S.self == RoundedBorderTextEditorStyle.self
        let builtIn = S.self == AutomaticTextEditorStyle.self || S.self == PlainTextEditorStyle.self
            || S.self == RoundedBorderTextEditorStyle.self
        makeBody = builtIn ? nil : { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct TextEditorStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextEditorStyle? { nil }
}

extension EnvironmentValues {
    /// The editor style set by `textEditorStyle(_:)` (internal; `nil`: automatic).
    var textEditorStyle: AnyTextEditorStyle? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}
