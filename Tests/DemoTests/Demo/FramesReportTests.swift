import Testing
import TerminalLayout
@testable import LayoutDemoCore

/// The `frames` report: which views are listed, number formatting, escaping.
@Suite struct FramesReportTests {
    func report(_ json: String, _ proposal: ProposedViewSize) throws -> FramesReport {
        let scene = try SceneDecoder.decode(Array(json.utf8))
        return FramesReport(ViewGraph(scene.root, environment: scene.environment).layout(proposal: proposal))
    }

    @Test func onlyExplicitIDsAreListedOutermostFirst() throws {
        // The children of a container carry ForEach's integer ids; only the scene's string ids count.
        let r = try report("""
            {"root": {"type": "hstack", "id": "row", "spacing": 0, "children": [
              {"type": "padding", "id": "pad", "amount": 1, "child": {"type": "text", "id": "t", "string": "ab"}},
              {"type": "text", "string": "unnamed"}]}}
            """, ProposedViewSize(width: 20, height: 5))
        #expect(r.entries.map(\.id) == ["row", "pad", "t"])
        // "ab" padded by 1 is 4 × 3, "unnamed" 7 × 1: the row is 11 × 3.
        #expect(r.text == """
            size w=11 h=3
            row x=0 y=0 w=11 h=3
            pad x=0 y=0 w=4 h=3
            t x=1 y=1 w=2 h=1
            """)
    }

    @Test func fractionsAreWrittenInFull() throws {
        let r = try report("""
            {"root": {"type": "responsive", "minItemWidth": 16, "children": [
              {"type": "color", "id": "a"}, {"type": "color", "id": "b"}, {"type": "color", "id": "c"}, {"type": "color", "id": "d"}]}}
            """, ProposedViewSize(width: 80, height: nil))
        // 4 columns of (80 − 3) / 4 = 19.25.
        #expect(r.text.contains("b x=20.25 y=0 w=19.25 h=10"))
        #expect(r.json.contains(#""b":{"x":20.25,"y":0,"w":19.25,"h":10}"#))
    }

    @Test(arguments: [("plain", #""plain""#), ("a\"b\\c", #""a\"b\\c""#), ("line\nbreak\t", #""line\nbreak\t""#),
                      ("\u{1B}[31m", #""\u001b[31m""#), ("del\u{7F}c1\u{9B}", #""del\u007fc1\u009b""#), ("日本", #""日本""#)])
    func jsonStringsEscapeEveryControlCharacter(text: String, quoted: String) {
        #expect(FramesReport.quoted(text) == quoted)
    }

    @Test func textQuotesAnIDWithAControlCharacterAndEscapesIt() throws {
        let r = try report(#"{"root": {"type": "color", "id": "x\u001b[2Jy"}}"#, ProposedViewSize(width: 3, height: 2))
        #expect(r.text == #"size w=3 h=2"# + "\n" + #""x\u001b[2Jy" x=0 y=0 w=3 h=2"#)
        #expect(!r.text.contains("\u{1B}"))
    }

    @Test(arguments: [
        ("plain", false), ("a-b_c.d/e:f", false), ("日本", false), ("x=1", false), ("é", false), ("😀", false),
        ("", true), ("two words", true), (" lead", true), ("line\nbreak", true), ("tab\t", true), ("cr\r", true),
        ("\"q\"", true), ("back\\slash", true), ("nbsp\u{A0}", true), ("ideographic\u{3000}space", true),
        ("zero\u{200B}width", true), ("rtl\u{202E}", true), ("soft\u{AD}hyphen", true), ("👩\u{200D}👧", true),
        ("del\u{7F}", true), ("c1\u{85}", true), ("sep\u{2028}", true),
    ])
    func whichIDsAreQuotedInText(id: String, quoted: Bool) {
        #expect(FramesReport.needsQuotes(id) == quoted)
        #expect(FramesReport.textID(id) == (quoted ? FramesReport.quoted(id) : id))
    }

    @Test(arguments: [("rtl\u{202E}", #""rtl\u202e""#), ("sep\u{2028}\u{2029}", #""sep\u2028\u2029""#), ("alm\u{61C}", #""alm\u061c""#)])
    func jsonStringsEscapeBidiControlsAndSeparators(text: String, quoted: String) {
        #expect(FramesReport.quoted(text) == quoted)
    }

    /// Ids that used to be ambiguous in text, each the frame of a 1×1 box at x = its index.
    static let awkwardIDs = ["plain", "two words", "", "line\nbreak", "\"quoted\"", "back\\slash", " x=9 y=9 w=9 h=9",
                             "\u{1B}[31m", "日本 語", "👩\u{200D}👧", "rtl\u{202E}txt", "x=1"]

    static func awkwardScene() -> String {
        let children = awkwardIDs.map { id in
            #"{"type": "frame", "id": \#(FramesReport.quoted(id)), "width": 1, "height": 1, "child": {"type": "color"}}"#
        }
        return #"{"root": {"type": "hstack", "spacing": 0, "children": [\#(children.joined(separator: ", "))]}}"#
    }

    /// Reads `frames` text back: a line starting with `"` holds a JSON string, any other
    /// line's id is everything before its first space.
    static func readText(_ text: String) throws -> [(id: String, rest: String)] {
        try text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map { line in
            let bytes = Array(line.utf8)
            guard bytes.first == UInt8(ascii: "\"") else {
                let space = try #require(line.firstIndex(of: " "))
                return (String(line[..<space]), String(line[line.index(after: space)...]))
            }
            var end = 1
            while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            guard case .string(let id) = try JSONParser.parse(Array(bytes[...end])) else { throw JSONValueIsNotAString() }
            #expect(bytes[end + 1] == UInt8(ascii: " "))
            return (id, String(decoding: bytes[(end + 2)...], as: UTF8.self))
        }
    }

    struct JSONValueIsNotAString: Error {}

    @Test func textReadsBackToTheSameIDsAndFrames() throws {
        let r = try report(Self.awkwardScene(), ProposedViewSize(width: 20, height: 1))
        let read = try Self.readText(r.text)
        #expect(read.map(\.id) == Self.awkwardIDs)
        #expect(read.map(\.rest) == Self.awkwardIDs.indices.map { "x=\($0) y=0 w=1 h=1" })
        #expect(r.text.hasPrefix("size w=12 h=1\nplain x=0 y=0 w=1 h=1\n\"two words\" x=1 y=0 w=1 h=1\n\"\" x=2 y=0 w=1 h=1\n"))
    }

    @Test func jsonRoundTrips() throws {
        let r = try report(Self.awkwardScene(), ProposedViewSize(width: 20, height: 1))
        guard case .object(let top) = try JSONParser.parse(Array(r.json.utf8)) else { Issue.record("not an object"); return }
        #expect(top.map(\.key) == ["size", "frames"])
        #expect(top[0].value == .object([("w", .number(12)), ("h", .number(1))]))
        guard case .object(let frames) = top[1].value else { Issue.record("frames is not an object"); return }
        #expect(frames.map(\.key) == Self.awkwardIDs)
        for (i, frame) in frames.enumerated() {
            #expect(frame.value == .object([("x", .number(Double(i))), ("y", .number(0)), ("w", .number(1)), ("h", .number(1))]))
        }
    }

    @Test(arguments: [(1e-7, "1e-07"), (0.1, "0.1"), (1.0 / 3.0, "0.3333333333333333"), (12345.678, "12345.678"), (-2.5, "-2.5")])
    func fractionalNumbersRoundTripExactly(value: Double, written: String) throws {
        #expect(FramesReport.number(CGFloat(value)) == written)
        #expect(try JSONParser.parse(Array(written.utf8)) == .number(value))
    }

    @Test(arguments: [(Double.infinity, #""inf""#), (-Double.infinity, #""-inf""#), (Double.nan, #""nan""#)])
    func nonFiniteNumbersAreJSONStrings(value: Double, written: String) throws {
        #expect(FramesReport.number(CGFloat(value)) == written)
        #expect(try JSONParser.parse(Array(written.utf8)) == .string(String(written.dropFirst().dropLast())))
    }
}
