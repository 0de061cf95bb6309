import Testing
@testable import TerminalLayout

/// C1 and the structural views.
struct PrimitiveViewTests {
    @Test("C1: Color and shapes take the proposal, 10 where unspecified", arguments: [
        (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
        (prop(3, nil), CGSize(width: 3, height: 10)),
        (prop(nil, 4), CGSize(width: 10, height: 4)),
        (prop(0, 0), CGSize.zero),
        (prop(80, 24), CGSize(width: 80, height: 24)),
    ] as [(ProposedViewSize, CGSize)])
    func fills(_ p: ProposedViewSize, _ size: CGSize) {
        #expect(lay(Color.red, p.width, p.height).size == size)
        #expect(lay(Rectangle(), p.width, p.height).size == size)
        #expect(lay(Circle().fill(.blue), p.width, p.height).size == size)
        #expect(lay(RoundedRectangle(cornerRadius: 2).stroke(.red), p.width, p.height).size == size)
        #expect(lay(Capsule(), p.width, p.height).size == size)
    }

    @Test("C1: the maximum probe answers ∞; the root placement stays finite")
    func infinite() {
        let result = lay(Color.red, .infinity, .infinity)
        #expect(allFinite(result))
    }

    @Test("Divider: one cell thick, the proposed length (0 when unspecified)")
    func divider() {
        #expect(lay(Divider(), 7, 5).size == CGSize(width: 7, height: 1))
        #expect(lay(HStack { Divider().id("d") }, 7, 5).frame(for: "d") == rect(0, 0, 1, 5))
        #expect(lay(Divider(), nil, nil).size == CGSize(width: 0, height: 1))
    }

    @Test("L8: EmptyView, Group, ForEach and AnyView contribute their elements")
    func structural() {
        #expect(lay(VStack(spacing: 0) { EmptyView(); Text("a") }, 10, 10).size == CGSize(width: 1, height: 1))
        #expect(lay(VStack(spacing: 0) { Group { Text("a"); Text("b") } }, 10, 10).size == CGSize(width: 1, height: 2))
        #expect(lay(VStack(spacing: 0) { ForEach(["a", "bb", "c"], id: \.self) { Text($0) } }, 10, 10).size == CGSize(width: 2, height: 3))
        #expect(lay(AnyView(Text("abc")), 10, 10).size == CGSize(width: 3, height: 1))
        // A modifier on a Group applies to each child: two padded texts.
        #expect(lay(VStack(spacing: 0) { Group { Text("a"); Text("b") }.padding(1) }, 10, 10).size == CGSize(width: 3, height: 6))
        // ForEach ids are the placement ids.
        let r = lay(HStack(spacing: 0) { ForEach(["x", "y"], id: \.self) { Text($0) } }, 10, 10)
        #expect(r.frame(for: "y") == rect(1, 0, 1, 1))
    }

    @Test("A root made of several views is laid out in an implicit VStack")
    func tupleRoot() {
        struct Root: View {
            var body: some View { Text("ab").id(0); Text("c").id(1) }
        }
        let result = lay(Root(), 10, 10)
        #expect(result.size == CGSize(width: 2, height: 3))   // 1 + default gap 1 + 1
        #expect(result.frame(for: 1) == rect(0.5, 2, 1, 1))
    }

    @Test("ViewPlacement kinds: text lines, colour, spacer, container names")
    func kinds() {
        let result = lay(HStack(spacing: 0) { Text("hi"); Color.red; Spacer() }, 10, 1)
        let kinds = result.placements.map(\.kind)
        #expect(kinds.first == .container("HStackLayout"))
        #expect(kinds.contains(.text(TextPlacement(lines: ["hi"]))))
        #expect(kinds.contains(.color(.red)))
        #expect(kinds.contains(.spacer))
        #expect(result.placements.map(\.depth) == [0, 1, 1, 1])
    }
}
