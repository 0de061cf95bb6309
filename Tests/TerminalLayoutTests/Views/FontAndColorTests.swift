import Testing
@_spi(Rendering) import TerminalLayout   // Color.opacityValue and .name are renderer SPI

/// Fonts map to bold / dim / regular; colours clamp and multiply opacity.
@Suite struct FontAndColorTests {
    @Test(arguments: [
        (Font.largeTitle, true, false), (Font.title, true, false), (Font.headline, true, false),
        (Font.body, false, false), (Font.callout, false, false), (Font.subheadline, false, false),
        (Font.footnote, false, true), (Font.caption, false, true), (Font.caption2, false, true),
        (Font.system(size: 12, weight: .bold), true, false), (Font.body.bold(), true, false),
        (Font.body.weight(.light), false, true), (Font.headline.weight(.regular), false, false),
        (Font.system(size: 12, weight: .bold, design: .monospaced), true, false),
        (Font.system(size: 12, design: .serif), false, false),
        (Font.system(.caption, design: .rounded), false, true),
        (Font.system(.body, design: .default, weight: .heavy), true, false),
        (Font.title.monospaced(), true, false),
    ])
    func terminalMapping(font: Font, bold: Bool, dim: Bool) {
        #expect(font.isBold == bold)
        #expect(font.isDim == dim)
    }

    @Test func textPlacementCarriesTheStyle() {
        let view = VStack {
            Text("h").font(.headline).id("h")
            Text("c").id("c")
        }
        .foregroundColor(.red)
        .font(.caption)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 5, height: 5))
        guard case .text(let h)? = result.placement(for: "h")?.kind, case .text(let c)? = result.placement(for: "c")?.kind else {
            Issue.record("texts not placed")
            return
        }
        #expect(h.isBold && !h.isDim && h.foreground == .red)
        #expect(!c.isBold && c.isDim && c.foreground == .red)
    }

    @Test func colorsClampAndMultiplyOpacity() {
        #expect(Color(red: 2, green: -1, blue: 0.5) == Color(red: 1, green: 0, blue: 0.5))
        #expect(Color.gray.opacity(0.5).opacity(0.5).opacityValue == 0.25)
        #expect(Color.clear.opacityValue == 0)
        #expect(Color.red.name == "red")
        #expect(Color(white: 0.5).name == nil)
    }
}
