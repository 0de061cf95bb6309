import Foundation
import Testing
@testable import TerminalLayout

/// `Link`, `OpenURLAction`, `EnvironmentValues.openURL` (LNK1).
struct LinkTests {
    static let url = URL(string: "https://example.com/docs")!

    @Test("Drawn: the label in the accent colour and ↗; Return or Space hand the URL to openURL", arguments: [KeyEquivalent.return, .space])
    func opens(_ key: KeyEquivalent) {
        final class Log { var urls: [URL] = [] }
        let log = Log()
        let view = Link("Docs", destination: Self.url)
            .environment(\.openURL, OpenURLAction { log.urls.append($0); return .handled })
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(textFrame(result, width: 10, height: 1) == ["Docs↗"])
        let colours = result.placements.compactMap { if case .text(let t) = $0.kind { t.foreground } else { nil } }
        #expect(colours == [.accentColor, .accentColor])
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: key, characters: String(key.character)))
        #expect(log.urls == [Self.url])
    }

    @Test("The default action discards; completion tells whether the URL was accepted; a disabled link takes no focus")
    func defaults() {
        var accepted: [Bool] = []
        EnvironmentValues().openURL(Self.url) { accepted.append($0) }
        OpenURLAction { _ in .handled }(Self.url) { accepted.append($0) }
        #expect(accepted == [false, true])
        let focus = FocusSystem(graph: ViewGraph(Link("Docs", destination: Self.url).disabled(true)))
        #expect(!focus.moveFocus(forward: true))
    }
}
