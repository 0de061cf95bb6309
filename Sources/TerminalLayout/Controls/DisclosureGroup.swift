/// A view that shows or hides its content under a label, as in SwiftUI (DSC1).
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Verbose", isOn: $verbose)
/// }
/// ```
///
/// In a terminal a disclosure group is `▸` (collapsed) or `▾` (expanded) before its label,
/// and, expanded, its content below, indented two columns. The label line is focusable
/// (Tab); while focused it is bold, and Return or Space toggle it, → expands, ← collapses.
/// Without an `isExpanded` binding it keeps its own state, collapsed at first. Below
/// `disabled(true)` it takes no focus and is `.secondary`. A `disclosureGroupStyle(_:)` of
/// your own draws it instead, its own controls included (DSC2).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    /// A group whose content `content` makes, under the label `label` makes, keeping its own
    /// expanded state.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = nil
    }

    /// A group whose content `content` makes, under the label `label` makes, expanded while
    /// `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let binding = isExpanded ?? $ownExpanded
        let configuration = DisclosureGroupStyleConfiguration(label: AnyView(label), content: AnyView(content), isExpanded: binding)
        if let style { style.makeBody(configuration) } else { TriangleDisclosureBody(configuration: configuration) }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` whose content `content` makes, keeping its own expanded state.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title` whose content `content` makes, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
