import Foundation
import Testing
@testable import TerminalLayout

/// `String(localized:)`, `String.LocalizationValue`, `LocalizedStringResource` and the views
/// that take one (LOC1) — Foundation's API, absent from Linux's Foundation.
@MainActor
struct LocalizationTests {
    @Test("Keys and default values of literals with interpolations", arguments: [
        (String.LocalizationValue("Hello"), "Hello", "Hello"),
        ("Hello, \("Ann")!", "Hello, %@!", "Hello, Ann!"),
        ("\(3) of \(10) done", "%@ of %@ done", "3 of 10 done"),
        ("100% sure", "100% sure", "100% sure"),         // no values: the key is not a format
        ("100% of \(2)", "100%% of %@", "100% of 2"),      // with values a literal % is %%
        ("\(0.25, format: .percent)", "%@", "25%"),
    ] as [(String.LocalizationValue, String, String)])
    func values(_ value: String.LocalizationValue, key: String, rendered: String) {
        #expect(value.key == key)
        #expect(value.rendered == rendered)
        #expect(String(localized: value) == rendered)     // the main bundle has no table here
    }

    @Test("A table in a bundle: its entry for a plain key; an interpolated or missing key shows the default")
    func bundleLookup() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loc-\(UUID().uuidString).bundle")
        let lproj = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "\"Hello\" = \"Hallo\";\n\"Bye\" = \"Tschüss\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"),
                                                                   atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(url: root))
        #expect(String(localized: "Hello", bundle: bundle) == "Hallo")
        #expect(String(localized: "Missing", bundle: bundle) == "Missing")
        #expect(String(localized: "Bye", defaultValue: "See you", bundle: bundle) == "Tschüss")
        #expect(String(localized: "Gone", defaultValue: "See you", bundle: bundle) == "See you")
        #expect(String(localized: "Hello \("x")", bundle: bundle) == "Hello x")
        let resource = LocalizedStringResource("Hello", bundle: .atURL(root))
        #expect(String(localized: resource) == "Hallo")
        #expect(resource.description == "Hallo")
    }

    @Test("A resource's parts; as a literal and with interpolations")
    func resource() {
        let plain: LocalizedStringResource = "Inbox"
        #expect(plain.key == "Inbox" && plain.table == nil && plain.bundle == .main)
        let counted: LocalizedStringResource = "\(4) new"
        #expect(counted.key == "%@ new" && String(localized: counted) == "4 new")
        let keyed = LocalizedStringResource("inbox.title", defaultValue: "Inbox", table: "Mail")
        #expect(keyed.key == "inbox.title" && keyed.table == "Mail" && String(localized: keyed) == "Inbox")
    }

    @Test("Text and Label take a resource; literals still choose the key and string forms")
    func views() {
        #expect(textFrame(Text(LocalizedStringResource("Welcome")), width: 8, height: 1) == ["Welcome"])
        #expect(textFrame(Label(LocalizedStringResource("Inbox"), systemImage: "star"), width: 8, height: 1) == ["☆ Inbox"])
        #expect(textFrame(Text("Literal"), width: 8, height: 1) == ["Literal"])
        #expect(textFrame(Label("Lit", systemImage: "star"), width: 8, height: 1) == ["☆ Lit"])
        let name = "var"
        #expect(textFrame(Text(name), width: 8, height: 1) == ["var"])
        #expect(AttributedString(localized: "a \(1)") == AttributedString("a 1"))
    }
}
