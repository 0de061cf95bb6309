import Testing
@testable import TerminalLayout

/// `redacted(reason:)`, `unredacted()`, `privacySensitive()` and `\.redactionReasons` (RED1).
@MainActor
struct RedactionTests {
    /// A view that shows the reasons it is redacted for, as a placeholder-aware view would.
    struct ReasonsReader: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Text(reasons.isEmpty ? "plain" : reasons.contains(.placeholder) ? "placeholder" : "privacy") }
    }

    nonisolated(unsafe) static let cases: [(String, AnyView, [String])] = [
        ("nothing asked", AnyView(Text("Hi Ann")), ["Hi Ann"]),
        ("placeholder: every character but spaces", AnyView(Text("Hi Ann").redacted(reason: .placeholder)), ["▒▒ ▒▒▒"]),
        ("placeholder, wrapped as the text is", AnyView(Text("Hi Ann").frame(width: 3).redacted(reason: .placeholder)), ["▒▒", "▒▒▒"]),
        ("unredacted inside", AnyView(VStack(alignment: .leading, spacing: 0) { Text("a b"); Text("cd").unredacted() }
            .redacted(reason: .placeholder)), ["▒ ▒", "cd"]),
        ("unredacted outside changes nothing inside", AnyView(Text("ab").redacted(reason: .placeholder).unredacted()), ["▒▒"]),
        ("privacy: only the sensitive text", AnyView(VStack(alignment: .leading, spacing: 0) { Text("pin 42").privacySensitive(); Text("name") }
            .redacted(reason: .privacy)), ["▒▒▒ ▒▒", "name"]),
        ("sensitive without the privacy reason", AnyView(Text("pin").privacySensitive()), ["pin"]),
        ("the reasons read from the environment", AnyView(VStack(alignment: .leading, spacing: 0) {
            ReasonsReader()
            ReasonsReader().redacted(reason: .privacy)
            ReasonsReader().unredacted()
        }), ["plain", "privacy", "plain"]),
    ]

    @Test("What redacted text shows", arguments: cases.indices)
    func shown(_ index: Int) {
        let (name, view, lines) = Self.cases[index]
        #expect(textFrame(view, width: 12, height: lines.count) == lines, "\(name)")
    }

    @Test("A reader under placeholder redaction sees it (and is drawn redacted)")
    func readerRedacted() {
        #expect(textFrame(ReasonsReader().redacted(reason: .placeholder), width: 12, height: 1) == ["▒▒▒▒▒▒▒▒▒▒▒"])
    }
}
