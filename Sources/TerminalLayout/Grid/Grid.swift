/// A container view that arranges its `GridRow`s and other views in a two-dimensional grid (G1), laid out by `GridLayout`.
///
/// ```
/// Grid(horizontalSpacing: 2) {
///     GridRow { Text("Name"); Text("Size") }
///     Divider()                       // spans all columns; flexible, so the
///     GridRow { Text("a.txt"); Text("12") }   // grid is as wide as offered
/// }
/// ```
nonisolated public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Creates a grid; spacings `nil` use the views' spacing preferences.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// The content laid out by a `GridLayout`.
    public var body: some View {
        layout { content }
    }

    /// Resolves the body directly (see `resolvePureBody`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolvePureBody(of: view, inputs, &outputs)
    }
}
