/// A container of controls for entering data and settings, as in SwiftUI (LIST1).
///
/// ```swift
/// Form {
///     Section("Account") {
///         LabeledContent("Name", value: name)
///         Toggle("Notifications", isOn: $notify)
///     }
/// }
/// ```
///
/// In a terminal a form is drawn as a ``List`` of its rows: one under the other, inset a
/// column on each side, scrolling, taking all the space offered. Every built-in
/// ``FormStyle`` draws the same; a style of your own draws the form instead (FRM1).
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// Made by `Form(_:)` from a style's configuration: drawn as the
    /// platform's form, not by the style again.
    var isStyled = false
    @Environment(\.formStyle) private var style

    /// A form of the rows `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        if let style, !isStyled {
            style.makeBody(FormStyleConfiguration(content: AnyView(content)))
        } else {
            List { content }
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style is given, drawn as the platform's form (a list of
    /// its rows), for a style that adds to it.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
        self.isStyled = true
    }
}
