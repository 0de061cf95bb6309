/// A view that provides programmatic scrolling, by working with a proxy to
/// scroll to known child views.
///
/// The reader's content is made with a ``ScrollViewProxy``; its
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` scrolls the scroll views that
/// contain the view with a given id — inside the reader's content, or
/// around the reader. The content is laid out as if the reader were not
/// there (several views stay several views, as with `Group`).
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack { ForEach(0..<1_000_000) { Text("row \($0)") } }
///     }
///     .onKeyPress(.end) {
///         proxy.scrollTo(999_999, anchor: .bottom)
///         return .handled
///     }
/// }
/// ```
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The view builder that makes the content from a proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Where this reader's proxies send their requests: kept with the view's
    /// identity, so a proxy kept from an earlier update still works.
    @State private var link = ScrollViewReaderLink()

    /// Creates a reader whose content is made by `content` with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, made with this reader's proxy.
    public var body: some View {
        ScrollViewReaderContent(link: link, content: content)
    }
}
