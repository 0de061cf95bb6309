/// A view that says there is no content to show, as in SwiftUI (CUV1): a search with no
/// results, an empty list.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView.search(text: query)
/// ```
///
/// In a terminal it is its image, its title in bold, its description in `.secondary` and its
/// actions, one under the other, centred in all the space it is offered.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of the label, description and actions the closures make.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 1) {
            label.bold().labelStyle(IconAboveTitleLabelStyle())
            description.foregroundColor(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TerminalLayout.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled `title` with the SF Symbol `systemImage` (drawn as one glyph) above it
    /// and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TerminalLayout.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// No search results: a magnifying glass, "No Results", and a hint to check the spelling.
    public static var search: ContentUnavailableView<TerminalLayout.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// No search results for `text`: as ``search`` with the text in the title.
    public static func search(text: String) -> ContentUnavailableView<TerminalLayout.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// Internal: the label style of a ``ContentUnavailableView``: the icon above the title, as
/// SwiftUI draws it.
struct IconAboveTitleLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon
            configuration.title
        }
    }
}
