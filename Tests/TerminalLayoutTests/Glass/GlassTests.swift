import Testing
@testable import TerminalLayout

/// Liquid Glass (iOS 26, GLS1): the glass is its shape filled behind the view, in the material
/// colour or the tint; containers, ids and transitions change nothing; glass buttons are boxed.
struct GlassTests {
    static let proposal = ProposedViewSize(width: 10, height: 4)

    /// Each glass, by name, and the colour its shape is filled with.
    static let glasses: [(String, Glass, Color)] = [
        ("regular", .regular, .gray),
        ("clear", .clear, .gray),
        ("regular tinted blue", .regular.tint(.blue), .blue),
        ("clear tinted red, interactive", .clear.tint(.red).interactive(), .red),
        ("tint removed", .regular.tint(.blue).tint(nil), .gray),
        ("identity", .identity, .clear),
    ]

    @Test("The glass is a capsule behind the view, filled in the material colour or the tint",
          arguments: glasses.map(\.0))
    func fill(_ name: String) throws {
        let (_, glass, color) = Self.glasses.first { $0.0 == name }!
        let result = ViewGraph(Text("ab").id("t").glassEffect(glass)).layout(proposal: Self.proposal)
        let plain = ViewGraph(Text("ab").id("t")).layout(proposal: Self.proposal)
        #expect(result.frame(for: "t") == plain.frame(for: "t"))
        let shapes = result.placements.compactMap { placement -> ShapePlacement? in
            if case .shape(let shape) = placement.kind { return shape } else { return nil }
        }
        let shape = try #require(shapes.first)
        #expect(shapes.count == 1)
        #expect(shape.fill == color)
        #expect(shape.shape == .capsule)
    }

    @Test("In a shape of your own, it is background(_:in:) with that shape")
    func inShape() {
        let glass = ViewGraph(Text("ab").id("t").glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 1)))
            .layout(proposal: Self.proposal)
        let spelledOut = ViewGraph(Text("ab").id("t").background(Color.blue, in: RoundedRectangle(cornerRadius: 1)))
            .layout(proposal: Self.proposal)
        #expect(glass.placements.map(\.frame) == spelledOut.placements.map(\.frame))
        #expect(glass.placements.map(\.kind) == spelledOut.placements.map(\.kind))
    }

    @Test("A container, ids, unions and transitions leave the layout and drawing as they are")
    func accepted() {
        struct Tools: View {
            @Namespace private var namespace
            var body: some View {
                GlassEffectContainer(spacing: 2) {
                    HStack {
                        Text("pen").glassEffectID("pen", in: namespace).glassEffectUnion(id: 1, namespace: namespace)
                        Text("eraser").glassEffectTransition(.materialize).glassEffectTransition(.matchedGeometry)
                            .glassEffectTransition(.identity)
                    }
                }
            }
        }
        #expect(textFrame(Tools(), width: 12, height: 1) == ["pen eraser"])
    }

    @Test("Glass buttons draw as the bordered ones", arguments: [false, true])
    func buttons(_ prominent: Bool) {
        let glass = prominent ? AnyView(Button("Go") {}.buttonStyle(.glassProminent))
                              : AnyView(Button("Go") {}.buttonStyle(.glass))
        let bordered = prominent ? AnyView(Button("Go") {}.buttonStyle(.borderedProminent))
                                 : AnyView(Button("Go") {}.buttonStyle(.bordered))
        #expect(textFrame(glass, width: 8, height: 3) == textFrame(bordered, width: 8, height: 3))
        #expect(textFrame(glass, width: 8, height: 3) == ["", "  Go", ""])   // inside its box
        #expect(textFrame(Button("Go") {}.buttonStyle(.glass(.clear.tint(.blue))), width: 8, height: 3)
                == textFrame(Button("Go") {}.buttonStyle(.bordered), width: 8, height: 3))
    }
}
