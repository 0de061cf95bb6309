/// A view that arranges its children in a horizontal line (S1–S7).
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack laid out by `HStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }

    /// Resolves the stack as its `body` (see `resolveStack`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolveStack(Self.self, view.body, inputs, &outputs)
    }
}

/// A view that arranges its children in a vertical line (S1–S7).
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack laid out by `VStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }

    /// Resolves the stack as its `body` (see `resolveStack`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolveStack(Self.self, view.body, inputs, &outputs)
    }
}

/// A view that overlays its children, aligned in both axes (Z1–Z2).
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// The stack laid out by `ZStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }

    /// Resolves the stack as its `body` (see `resolveStack`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolveStack(Self.self, view.body, inputs, &outputs)
    }
}

/// Resolves a stack's `body` — its layout root — where the body machinery
/// would, with the same identity (the stack's type, then the root one step
/// deeper), but without it: a stack has no dynamic properties, reads no
/// state or observable, and its body depends only on its value, so it is
/// not counted as a body evaluated either (a `ForEach` element made of
/// stacks is kept by value when its value is last time's, UPD1). Stacks
/// are in nearly every body: the machinery (a cast to find it is not a
/// primitive view, a dynamic-property cache probe, the body counters) cost
/// ≈ 2,000 instructions a stack per update. Observation is kept as a body
/// has it: a stack resolved outside any tracking (at the root) tracks what
/// the bodies under it read, once (`resolveObserved`).
func resolveStack<Stack: View, Root: View>(_: Stack.Type, _ root: Root, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
    let inner = inputs.context.appending(.type(ObjectIdentifier(Stack.self)))
    inner.builder.resolveObserved({ root }, inner, into: &outputs.elements)
}
