/// A type that produces view previews, as SwiftUI's `PreviewProvider` is
/// (PRV1): the form before `#Preview`.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewDisplayName("Default")
///     }
/// }
/// ```
///
/// `ContentView_Previews.previews` is a view like any other: render it to
/// see the previews, one after another as a `Group` of them lays out.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil (the default) for the target's own.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform given: the target's own.
    public static var platform: PreviewPlatform? { nil }
}
