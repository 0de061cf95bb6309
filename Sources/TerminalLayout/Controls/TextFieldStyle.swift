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
/// As in SwiftUI you use the styles given; a style of your own is drawn as `.automatic`.
public protocol TextFieldStyle {}

/// The platform's text field style: the field alone, as `.plain`.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// The style.
    public init() {}
}

/// A field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// The style.
    public init() {}
}

/// A field in a rounded box: the field's rows with a border cell on each side and a row above
/// and below (TXF2).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// The style.
    public init() {}
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
    /// Sets the style of the text fields (and secure fields) in this view (TXF2).
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldDrawsBorder, style is RoundedBorderTextFieldStyle)
    }
}

private struct TextFieldDrawsBorderKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether text fields draw a rounded box (internal; set by `textFieldStyle`).
    var textFieldDrawsBorder: Bool {
        get { self[TextFieldDrawsBorderKey.self] }
        set { self[TextFieldDrawsBorderKey.self] = newValue }
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
