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
/// column on each side, scrolling, taking all the space offered. Every ``FormStyle`` draws
/// the same.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// A form of the rows `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}

/// How a ``Form`` looks, as in SwiftUI; every style draws a form the same way here (LIST1).
public protocol FormStyle {}

/// The platform's form style.
public struct AutomaticFormStyle: FormStyle, Sendable { public init() {} }
/// Rows in grouped sections.
public struct GroupedFormStyle: FormStyle, Sendable { public init() {} }
/// Labels and controls in two columns.
public struct ColumnsFormStyle: FormStyle, Sendable { public init() {} }

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
    /// Sets the style of the forms in this view; every style draws the same here (LIST1), so
    /// the view is laid out and drawn as it is.
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
