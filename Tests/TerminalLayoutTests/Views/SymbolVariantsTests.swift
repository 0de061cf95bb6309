import Testing
@testable import TerminalLayout

/// `symbolVariant(_:)` (IMG2) and catalogue colours (C3).
struct SymbolVariantsTests {
    static func glyph(_ view: some View) -> String? {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 1))
        for placement in result.placements { if case .text(let text) = placement.kind { return text.lines.first } }
        return nil
    }

    @Test("The variant's glyph where the table has it, else a shorter variant, else the symbol's own",
          arguments: [("heart", SymbolVariants.fill, "♥"), ("heart", .none, "♡"), ("plus", .circle, "⊕"),
                      ("plus", .circle.fill, "⊕"), ("star", .circle.fill, "★"), ("star", .slash, "☆"),
                      ("checkmark", .square, "☑")])
    func variants(_ name: String, _ variant: SymbolVariants, _ glyph: String) {
        #expect(Self.glyph(Image(systemName: name).symbolVariant(variant)) == glyph)
    }

    @Test("The variant reaches images below, and the nearest one wins")
    func inherited() {
        #expect(Self.glyph(HStack { Image(systemName: "heart") }.symbolVariant(.fill)) == "♥")
        #expect(Self.glyph(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == "♡")
        // An image from a catalogue name has no symbol to vary.
        #expect(Self.glyph(Image("heart").symbolVariant(.fill)) == "♡")
    }

    @Test("Variants contain their parts")
    func contains() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.contains(.none))
    }

    @Test("A catalogue colour is the system colour of its name, else the primary colour",
          arguments: [("AccentColor", Color.accentColor), ("Red", .red), ("gray", .gray), ("Grey", .gray),
                      ("BrandPurple", .primary), ("", .primary)])
    func catalogue(_ name: String, _ color: Color) {
        #expect(Color(name) == color)
        #expect(Color(name, bundle: nil) == color)
    }
}
