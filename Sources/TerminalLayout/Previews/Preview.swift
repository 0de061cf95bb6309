/// A preview of a view: what the `#Preview` macro makes (PRV1).
///
/// Do not create one yourself; write `#Preview { … }`. The macro's type
/// (a ``PreviewRegistry``) returns it from `makePreview()`, and a tool
/// renders ``makeView()`` headlessly as any view.
@MainActor public struct Preview {
    /// The traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The preview's display name, if given.
    public let displayName: String?
    /// The preview's traits, in the order written.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view.
    private let body: @MainActor () -> any View

    /// Creates a preview of a view (what `#Preview` expands to).
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.displayName = name
        self.traits = traits
        self.body = body
    }

    /// The previewed view, type-erased, made anew at each call.
    public func makeView() -> AnyView {
        AnyView(body())
    }
}
