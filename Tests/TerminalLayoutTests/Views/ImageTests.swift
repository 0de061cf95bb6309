import Testing
@testable import TerminalLayout

/// `Image(systemName:)`: a glyph from the table or the placeholder, one cell.
struct ImageTests {
    @Test("Symbol names map to their glyphs; unknown names to □",
          arguments: [("star.fill", "★"), ("star", "☆"), ("checkmark", "✓"), ("xmark", "✕"), ("chevron.right", "›"),
                      ("chevron.left", "‹"), ("gear", "⚙"), ("heart.fill", "♥"), ("arrow.right", "→"),
                      ("circle.fill", "●"), ("plus", "+"), ("no.such.symbol", "□"), ("", "□")])
    func glyphs(_ name: String, _ glyph: String) {
        #expect(Image.glyph(forSystemName: name) == glyph)
        let result = ViewGraph(Image(systemName: name).id("i")).layout(proposal: ProposedViewSize(width: 10, height: 5))
        #expect(result.frame(for: "i") == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(result.placement(for: "i")?.kind == .text(TextPlacement(lines: [glyph])))
    }

    @Test("Every glyph of the table is one column wide")
    func singleColumn() {
        let wide = symbolGlyphs.filter { DisplayWidth.of($0.value) != 1 }
        #expect(wide.isEmpty, "not one column: \(wide)")
    }

    @Test("An image keeps its cell whatever is proposed; resizable takes the proposal",
          arguments: [(0, 0), (1, 1), (5, 3), (nil, nil)] as [(CGFloat?, CGFloat?)])
    func sizing(_ width: CGFloat?, _ height: CGFloat?) {
        let proposal = ProposedViewSize(width: width, height: height)
        let fixed = ViewGraph(Image(systemName: "gear").id("i")).layout(proposal: proposal)
        #expect(fixed.frame(for: "i")?.size == CGSize(width: 1, height: 1))
        let resizable = ViewGraph(Image(systemName: "gear").resizable().id("i")).layout(proposal: proposal)
        #expect(resizable.frame(for: "i")?.size == CGSize(width: width ?? 1, height: height ?? 1))
    }

    @Test("Image(_:) (an asset name) is the placeholder; colour and bold font apply; imageScale changes nothing")
    func styling() {
        #expect(Image("photo").glyph == "□")
        let result = ViewGraph(HStack(spacing: 0) {
            Image(systemName: "star.fill").foregroundColor(.yellow).font(.headline).id("s")
            Image(systemName: "xmark").imageScale(.large).id("x")
        }).layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(result.placement(for: "s")?.kind == .text(TextPlacement(lines: ["★"], foreground: .yellow, isBold: true)))
        #expect(result.frame(for: "x") == CGRect(x: 1, y: 0, width: 1, height: 1))
    }

    @Test("An image in text shows its glyph: Text(Image) and interpolation",
          arguments: [("star.fill", "★ 4.5"), ("unknown", "□ 4.5")])
    func inText(_ name: String, _ expected: String) {
        let result = ViewGraph(VStack {
            Text("\(Image(systemName: name)) 4.5").id("interpolated")
            Text(Image(systemName: name)).id("alone")
        }).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.placement(for: "interpolated")?.kind == .text(TextPlacement(lines: [expected])))
        #expect(result.placement(for: "alone")?.kind == .text(TextPlacement(lines: [String(expected.prefix(1))])))
    }
}
