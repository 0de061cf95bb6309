/// A view that lets the Liquid Glass shapes in it blend and morph into each other (iOS 26).
///
/// Shapes do not blend in cells: the container lays out and draws its content as it is
/// (GLS1); `spacing` is kept.
///
/// ```swift
/// GlassEffectContainer(spacing: 2) {
///     HStack { Image(systemName: "pencil").glassEffect(); Image(systemName: "eraser").glassEffect() }
/// }
/// ```
nonisolated public struct GlassEffectContainer<Content: View>: View {
    /// How near shapes come before they blend.
    let spacing: CGFloat?
    let content: Content

    /// A container of glass shapes that blend when nearer than `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content, as it is.
    public var body: some View { content }
}
