/// A view that arranges its children in a horizontal line (S1–S7).
nonisolated public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack laid out by `HStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }

    /// Resolves the stack's `body` directly (see `resolvePureBody`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolvePureBody(of: view, inputs, &outputs)
    }
}

/// A view that arranges its children in a vertical line (S1–S7).
nonisolated public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack laid out by `VStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }

    /// Resolves the stack's `body` directly (see `resolvePureBody`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolvePureBody(of: view, inputs, &outputs)
    }
}

/// A view that overlays its children, aligned in both axes (Z1–Z2).
nonisolated public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// The stack laid out by `ZStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }

    /// Resolves the stack's `body` directly (see `resolvePureBody`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolvePureBody(of: view, inputs, &outputs)
    }
}
