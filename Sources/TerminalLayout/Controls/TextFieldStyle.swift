/// How a ``TextField`` looks, as in SwiftUI (TXF2): `.roundedBorder` draws a rounded box
/// around the field, `.plain` and `.automatic` draw the field alone.
///
/// ```swift
/// TextField("Name", text: $name)
///     .textFieldStyle(.roundedBorder)
/// ```
///
/// ```
///  ╭──────────╮     the box's border dim; the accent colour while the field has focus
///  │Ada       │
///  ╰──────────╯
/// ```
///
/// A style of your own implements `_body(configuration:)`, as SwiftUI code does: the
/// configuration is the field itself, drawn as `.plain`, for the style to wrap (TXF3).
///
/// ```swift
/// struct Boxed: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(.horizontal, 1).border(.gray)
///     }
/// }
/// ```
public protocol TextFieldStyle {
    /// The view a style makes of a field.
    associatedtype _Body: View
    /// The field as this style draws it: `configuration` is the field, to wrap (TXF3).
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a ``TextFieldStyle`` is given: its title or label view.
nonisolated public struct _TextFieldStyleLabel: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
}

/// The platform's text field style: the field alone, as `.plain`.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field in a rounded box: the field's rows with a border cell on each side and a row above
/// and below (TXF2).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// The style.
    public init() {}
    /// The field (the box is drawn by the field below `textFieldStyle(.roundedBorder)`, TXF2).
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A field with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A field in a rounded box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated extension View {
    /// Sets the style of the text fields (and secure fields) in this view (TXF2): one of the
    /// styles given, or your own, whose `_body(configuration:)` draws each field (TXF3).
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let builtIn = S.self == DefaultTextFieldStyle.self || S.self == PlainTextFieldStyle.self
            || S.self == RoundedBorderTextFieldStyle.self
        return modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.textFieldDrawsBorder = S.self == RoundedBorderTextFieldStyle.self
            values.customTextFieldStyle = builtIn ? nil : AnyTextFieldStyle(style)
            resolved = values.resolved
        })
    }
}

/// Internal: a text field style of your own, type-erased (TXF3).
struct AnyTextFieldStyle {
    let makeBody: (TextField<_TextFieldStyleLabel>) -> AnyView

    init<S: TextFieldStyle>(_ style: S) {
        makeBody = { AnyView(style._body(configuration: $0)) }
    }
}

private struct TextFieldDrawsBorderKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct CustomTextFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextFieldStyle? { nil }
}

extension EnvironmentValues {
    /// Whether text fields draw a rounded box (internal; set by `textFieldStyle`).
    var textFieldDrawsBorder: Bool {
        get { self[TextFieldDrawsBorderKey.self] }
        set { self[TextFieldDrawsBorderKey.self] = newValue }
    }

    /// The style of your own the text fields here are drawn by (internal; set by
    /// `textFieldStyle(_:)`; `nil` for the styles given, TXF3).
    var customTextFieldStyle: AnyTextFieldStyle? {
        get { self[CustomTextFieldStyleKey.self] }
        set { self[CustomTextFieldStyleKey.self] = newValue }
    }

    /// The lines text takes room for however few it has (internal; the lower bound of a
    /// `lineLimit` range, which a vertical text field reads).
    var reservedLines: Int? { resolved.reservedLines }
}

/// Internal: a field with, when its style asks for it, a rounded box around it (TXF2).
nonisolated struct TextFieldBorder<Content: View>: View {
    let drawsBorder: Bool
    let color: Color
    @ViewBuilder let content: () -> Content

    var body: some View {
        if drawsBorder {
            content()
                .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
                .background(RoundedRectangle(cornerRadius: 1).stroke(color))
        } else {
            content()
        }
    }
}
