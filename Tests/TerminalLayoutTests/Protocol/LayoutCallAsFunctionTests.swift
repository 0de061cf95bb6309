import Testing
@testable import TerminalLayout

/// A flow as published packages write it: a view over its content that is
/// also a `Layout` when it has none, its content-less initialiser calling
/// the content one with `{ EmptyView() }`.
nonisolated private struct Row<Content: View>: View {
    let spacing: CGFloat
    let content: Content

    init(spacing: CGFloat = 0, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    var body: some View {
        HStackLayout(spacing: spacing) { content }
    }
}

extension Row: Animatable where Content == EmptyView {
    typealias AnimatableData = EmptyAnimatableData
}

extension Row: Layout where Content == EmptyView {
    init(spacing: CGFloat = 0) {
        self.init(spacing: spacing) { EmptyView() }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rowSize(subviews, spacing: spacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeRow(subviews, in: bounds, spacing: spacing)
    }
}

/// Ideal sizes side by side, `spacing` apart.
private func rowSize(_ subviews: LayoutSubviews, spacing: CGFloat) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(0, sizes.count - 1))
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
}

private func placeRow(_ subviews: LayoutSubviews, in bounds: CGRect, spacing: CGFloat) {
    var x = bounds.minX
    for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
        x += size.width + spacing
    }
}

/// A layout with no initialiser of its own taking content.
private struct Plain: Layout {
    var spacing: CGFloat = 0
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rowSize(subviews, spacing: spacing)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeRow(subviews, in: bounds, spacing: spacing)
    }
}

/// `layout { content }` (L8) against a type's own content initialiser.
@MainActor
struct LayoutCallAsFunctionTests {
    static let screen = ProposedViewSize(width: 20, height: 1)

    @Test("A view that is a Layout only without content: Row(spacing:) { … } is its content initialiser")
    func contentInitialiserWins() {
        let view = Row(spacing: 2) { Text("ab"); Text("c") }
        // The view over its content, not the content-less Row called as a function.
        #expect(type(of: view) == Row<TupleView<(Text, Text)>>.self)
        #expect(textFrame(view, width: 20, height: 1) == ["ab  c"])
        // The content-less form is a layout, called as a function explicitly or stored first.
        let layout = Row(spacing: 1)
        #expect(type(of: layout) == Row<EmptyView>.self)
        #expect(textFrame(layout { Text("ab"); Text("c") }, width: 20, height: 1) == ["ab c"])
        #expect(textFrame(layout.callAsFunction { Text("x"); Text("y") }, width: 20, height: 1) == ["x y"])
    }

    @Test("A layout without such an initialiser is still called with a trailing closure",
          arguments: [(CGFloat(0), "abc"), (1, "ab c"), (3, "ab   c")])
    func trailingClosureCallsTheLayout(_ spacing: CGFloat, _ expected: String) {
        #expect(textFrame(Plain(spacing: spacing) { Text("ab"); Text("c") }, width: 20, height: 1) == [expected])
        #expect(textFrame(AnyLayout(Plain(spacing: spacing)) { Text("ab"); Text("c") }, width: 20, height: 1) == [expected])
    }
}
