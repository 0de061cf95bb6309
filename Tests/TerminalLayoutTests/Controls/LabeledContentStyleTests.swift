import Testing
@testable import TerminalLayout

/// A style of one's own, as apps write it: the label over the content.
private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

/// A style that adds to the platform's row: `LabeledContent(configuration)` after a bullet.
private struct BulletStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("•")
            LabeledContent(configuration)
        }
    }
}

/// `LabeledContentStyle` (LBC2): the built-in style draws LBC1's row, one of
/// your own makes the body.
struct LabeledContentStyleTests {
    @Test("The built-in style draws the row as without a style", arguments: [14, 10, 8])
    func builtIn(_ width: Int) {
        let unstyled = textFrame(LabeledContent("Size", value: "12 MB"), width: width, height: 1)
        #expect(textFrame(LabeledContent("Size", value: "12 MB").labeledContentStyle(.automatic), width: width, height: 1) == unstyled)
        if width == 14 { #expect(unstyled == ["Size     12 MB"]) }
    }

    @Test("A style of your own draws what it says: the label over the value, neither dimmed")
    func ownStyle() {
        let result = ViewGraph(LabeledContent("Size", value: "12 MB").labeledContentStyle(StackedStyle()))
            .layout(proposal: ProposedViewSize(width: 14, height: 2))
        #expect(textFrame(result, width: 14, height: 2) == ["Size", "12 MB"])
        let texts: [TextPlacement] = result.placements.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
        #expect(texts.map(\.foreground) == [nil, nil])
    }

    @Test("LabeledContent(configuration) draws the platform's row: the value trailing and secondary")
    func fromConfiguration() {
        let result = ViewGraph(LabeledContent("Size", value: "12 MB").labeledContentStyle(BulletStyle()))
            .layout(proposal: ProposedViewSize(width: 14, height: 1))
        #expect(textFrame(result, width: 14, height: 1) == ["•Size    12 MB"])
        let texts: [TextPlacement] = result.placements.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
        #expect(texts.map(\.foreground) == [nil, nil, Color.secondary])
    }

    @Test("Compiles as an app writes it")
    func appCode() {
        struct Info: View {
            var body: some View {
                Form {
                    LabeledContent("Version", value: "1.0")
                }
                .labeledContentStyle(StackedStyle())
            }
        }
        #expect(textFrame(Info(), width: 20, height: 4).contains { $0.contains("Version") })
    }
}
