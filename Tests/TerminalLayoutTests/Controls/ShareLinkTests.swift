import Foundation
import Testing
@testable import TerminalLayout

/// A note shared as its text.
private struct Note: Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.text)
    }
}

private struct NoText: Error {}

/// A draft whose first representation throws: shared as the second one's text.
private struct Draft: Transferable {
    var backup: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (_: Draft) throws -> String in throw NoText() })
        ProxyRepresentation(exporting: \.backup)
    }
}

/// A type whose representation gives no text: described.
private struct Opaque: Transferable, CustomStringConvertible {
    var description: String { "opaque" }
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (_: Opaque) in Data([0xFF]) })
    }
}

extension UTType {
    /// A type this app declares (UTI1).
    fileprivate static let card = UTType(exportedAs: "com.example.card", conformingTo: .json)
}

/// A card shared as its JSON (a `CodableRepresentation`).
private struct Card: Codable, Transferable {
    var title: String
    var rank: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .card)
    }
}

/// A badge shared as JSON, its item type named (`CodableRepresentation(for:contentType:)`).
private struct Badge: Codable, Transferable {
    var level: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(for: Badge.self, contentType: .json)
    }
}

/// A photo whose data representation (asynchronous) gives no text: the proxy after it does.
private struct Photo: Codable, Transferable {
    var caption: String
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { _ in Data() }
        FileRepresentation(contentType: .png) { _ in SentTransferredFile(URL(fileURLWithPath: "/tmp/p.png")) } importing: { _ in
            Photo(caption: "")
        }
        ProxyRepresentation(exporting: \.caption)
        CodableRepresentation(for: Photo.self, contentType: .json, encoder: PropertyListEncoder(), decoder: PropertyListDecoder())
    }
}

/// `ShareLink`, `SharePreview`, `Transferable` (SHR1, SHR2).
struct ShareLinkTests {
    static let url = URL(string: "https://example.com/docs")!

    @Test("Drawn: ⇪ Share by default, the title and ⇪, or the label view — in the accent colour")
    func labels() {
        #expect(textFrame(ShareLink(item: Self.url), width: 20, height: 1) == ["⇪ Share"])
        #expect(textFrame(ShareLink("Send", item: "hi"), width: 20, height: 1) == ["⇪ Send"])
        #expect(textFrame(ShareLink(item: Self.url) { Text("Out") }, width: 20, height: 1) == ["Out"])
        let colours = lay(ShareLink(item: Self.url) { Text("Out") }, 20, 1).placements
            .compactMap { if case .text(let t) = $0.kind { t.foreground } else { nil } }
        #expect(colours == [.accentColor])
    }

    @Test("Return or Space present the items as text under the subject and message; Escape or Done close",
          arguments: [(KeyEquivalent.return, KeyEquivalent.escape), (.space, .return)])
    func presents(_ open: KeyEquivalent, _ close: KeyEquivalent) {
        // Under the window's presentation root, as in an app: the sheet fills the window.
        let screen = KeyedScreen(_PresentationRoot(content: ShareLink(item: Self.url, subject: Text("Docs"), message: Text("Read this"))),
                                 width: 30, height: 8)
        #expect(screen.text == ["⇪ Share", "", "", "", "", "", "", ""])
        screen.tab(1, then: open)
        #expect(screen.text == ["Docs", "", "Read this", "", "https://example.com/docs", "", "Done", ""])
        screen.press(close)
        #expect(screen.text == ["⇪ Share", "", "", "", "", "", "", ""])
    }

    @Test("Several items one a line; the title: the subject, else the first preview's title, else Share", arguments: [
        (0, ["Share", "", "a", "b", "", "Done"]), (1, ["Note x", "", "x", "y", "", "Done"]), (2, ["Sub", "", "z", "", "Done", ""]),
    ])
    func items(_ form: Int, _ expected: [String]) {
        let views = [
            AnyView(ShareLink(items: ["a", "b"])),
            AnyView(ShareLink(items: [Note(text: "x"), Note(text: "y")]) { SharePreview("Note \($0.text)") }),
            AnyView(ShareLink(item: Note(text: "z"), subject: Text("Sub"), preview: SharePreview("P", image: Image(systemName: "doc")))),
        ]
        let screen = KeyedScreen(_PresentationRoot(content: views[form]), width: 20, height: 6)
        screen.tab(1, then: .return)
        #expect(screen.text == expected)
    }

    @Test("The text an item is shared as", arguments: [
        (sharedText(of: "plain"), "plain"), (sharedText(of: Self.url), "https://example.com/docs"),
        (sharedText(of: Note(text: "hello")), "hello"), (sharedText(of: Draft(backup: "kept")), "kept"),
        (sharedText(of: Data("utf8".utf8)), "utf8"), (sharedText(of: Data([0xFF, 0xFE])), "2 bytes"),
        (sharedText(of: Opaque()), "1 bytes"), (sharedText(of: AttributedString("rich")), "rich"),
        (sharedText(of: Color.teal), "teal"), (sharedText(of: Color(red: 1, green: 0, blue: 0)), "rgb(1.0, 0.0, 0.0)"),
        (sharedText(of: Card(title: "Ace", rank: 1)), #"{"rank":1,"title":"Ace"}"#),
        (sharedText(of: Badge(level: 3)), #"{"level":3}"#),
        (sharedText(of: Photo(caption: "sunset")), "sunset"),
    ])
    func text(_ shared: String, _ expected: String) {
        #expect(shared == expected)
    }

    @Test("Enabled a share link takes focus in the accent colour; disabled it takes none and is secondary",
          arguments: [false, true])
    func disabled(_ isDisabled: Bool) {
        let view = ShareLink(item: Self.url) { Text("Out") }.disabled(isDisabled)
        #expect(FocusSystem(graph: ViewGraph(view)).moveFocus(forward: true) == !isDisabled)
        let colours = lay(view, 20, 1).placements.compactMap { if case .text(let t) = $0.kind { t.foreground } else { nil } }
        #expect(colours == [isDisabled ? .secondary : .accentColor])
    }
}
