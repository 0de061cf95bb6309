/// SwiftUI's older navigation container: here the same as a ``NavigationStack`` (NAV1).
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose root view `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
