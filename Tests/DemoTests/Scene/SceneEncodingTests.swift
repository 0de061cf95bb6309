import Testing
import TerminalLayout
@testable import LayoutDemoCore

/// Nothing in a scene file is lost silently (issue #13, item 2): lone surrogates, invalid
/// UTF-8 and foreign byte-order marks are errors naming the JSON path of the string and
/// its line and column; a UTF-8 byte-order mark is skipped; a duplicate id is an error.
@Suite struct SceneEncodingTests {
    /// `{"root": {"type": "text", "string": "` — the string's content starts at column 38.
    static let prefix = Array(#"{"root": {"type": "text", "string": ""#.utf8)
    static let suffix = Array(#""}}"#.utf8)

    /// A text scene whose string holds `content` (raw bytes of the file, escapes unexpanded).
    static func textScene(_ content: [UInt8]) -> [UInt8] { prefix + content + suffix }

    func message(_ bytes: [UInt8]) -> String? {
        do {
            _ = try SceneDecoder.decode(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        // "X" is column 38, the escape after it column 39: the A after the lone surrogate used to vanish.
        (Array(#"X\ud800\u0041Y"#.utf8),
         "$.root.string: invalid JSON (line 1, column 39: lone surrogate \\uD800 (a high surrogate must be followed by a low one))"),
        (Array(#"\ud800"#.utf8),
         "$.root.string: invalid JSON (line 1, column 38: lone surrogate \\uD800 (a high surrogate must be followed by a low one))"),
        (Array(#"\uDBFF\n"#.utf8),
         "$.root.string: invalid JSON (line 1, column 38: lone surrogate \\uDBFF (a high surrogate must be followed by a low one))"),
        (Array(#"ab\udc00"#.utf8),
         "$.root.string: invalid JSON (line 1, column 40: lone surrogate \\uDC00 (a low surrogate without a high one before it))"),
        // Two high surrogates: the first is alone.
        (Array(#"\ud83d\ud83d\ude00"#.utf8),
         "$.root.string: invalid JSON (line 1, column 38: lone surrogate \\uD83D (a high surrogate must be followed by a low one))"),
        ([0xFF], "$.root.string: invalid JSON (line 1, column 38: invalid UTF-8 byte 0xFF)"),
        ([0x61, 0x80], "$.root.string: invalid JSON (line 1, column 39: invalid UTF-8 byte 0x80)"),
        // A lead byte followed by ASCII: the sequence is named from its lead, column 38.
        ([0xC3, 0x28], "$.root.string: invalid JSON (line 1, column 38: invalid UTF-8 sequence 0xC3 0x28)"),
        // Overlong "/" (C0 AF) and an encoded surrogate (ED A0 80) are not UTF-8.
        ([0xC0, 0xAF], "$.root.string: invalid JSON (line 1, column 38: invalid UTF-8 byte 0xC0)"),
        ([0xED, 0xA0, 0x80], "$.root.string: invalid JSON (line 1, column 38: invalid UTF-8 sequence 0xED 0xA0)"),
        // Above U+10FFFF.
        ([0xF4, 0x90, 0x80, 0x80], "$.root.string: invalid JSON (line 1, column 38: invalid UTF-8 sequence 0xF4 0x90)"),
        // A sequence cut short by the closing quote: "€" is E2 82 AC.
        ([0x61, 0xE2, 0x82], "$.root.string: invalid JSON (line 1, column 39: invalid UTF-8 sequence 0xE2 0x82 0x22)"),
    ] as [([UInt8], String)])
    func badStringContentNamesThePathAndColumn(content: [UInt8], expected: String) {
        #expect(message(Self.textScene(content)) == expected)
    }

    @Test(arguments: [
        ([0xFF, 0xFE] + Array(#"{"root": {"type": "color"}}"#.utf8),
         "$: invalid JSON (line 1, column 1: not UTF-8 (a UTF-16 byte-order mark); save the file as UTF-8)"),
        ([0xFE, 0xFF] + Array(#"{"root": {"type": "color"}}"#.utf8),
         "$: invalid JSON (line 1, column 1: not UTF-8 (a UTF-16 byte-order mark); save the file as UTF-8)"),
        // A stray byte where a value belongs names the byte, not a Latin-1 character.
        (Array(#"{"root": "#.utf8) + [0xFF] + Array("}".utf8), "$.root: invalid JSON (line 1, column 10: unexpected byte 0xFF)"),
        // A UTF-8 byte-order mark anywhere but the start is an unexpected byte.
        (Array(#"{"root": "#.utf8) + [0xEF, 0xBB, 0xBF] + Array("}".utf8), "$.root: invalid JSON (line 1, column 10: unexpected byte 0xEF)"),
        // The second line: the column restarts after the newline.
        (Array("{\"root\":\n  {\"type\": \"text\", \"string\": \"\\udc00\"}}".utf8),
         "$.root.string: invalid JSON (line 2, column 31: lone surrogate \\uDC00 (a low surrogate without a high one before it))"),
    ] as [([UInt8], String)])
    func badDocumentEncodings(bytes: [UInt8], expected: String) {
        #expect(message(bytes) == expected)
    }

    @Test func aSequenceCutShortByTheEndOfTheFile() {
        #expect(message(Self.prefix + [0xF0, 0x9F, 0x98])
                == "$.root.string: invalid JSON (line 1, column 38: truncated UTF-8 sequence 0xF0 0x9F 0x98)")
    }

    /// Text that decodes losslessly, written raw (UTF-8) and as `\u` escapes.
    static let texts = ["plain", "é", "e\u{301}", "漢字", "😀", "👩‍👩‍👧", "\u{FEFF}bom inside", "\u{FFFD} itself",
                        "tab\tnew\nline", "quote \" backslash \\", "\u{1B}[31m", "\u{10FFFF}"]

    @Test(arguments: texts)
    func stringsDecodeLosslesslyRawAndEscaped(text: String) throws {
        let raw = try JSONParser.parse(Array(FramesReport.quoted(text).utf8))
        #expect(raw == .string(text))
        // Every scalar as \uXXXX, astral ones as a surrogate pair.
        var escaped = "\""
        for unit in text.utf16 {
            let hex = String(unit, radix: 16)
            escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        escaped += "\""
        #expect(try JSONParser.parse(Array(escaped.utf8)) == .string(text))
    }

    @Test func aUTF8ByteOrderMarkAtTheStartIsSkipped() throws {
        let json = #"{"root": {"type": "text", "id": "t", "string": "hi"}}"#
        let plain = try SceneDecoder.decode(Array(json.utf8))
        let marked = try SceneDecoder.decode([0xEF, 0xBB, 0xBF] + Array(json.utf8))
        let proposal = ProposedViewSize(width: 10, height: 1)
        #expect(FramesReport(ViewGraph(marked.root).layout(proposal: proposal))
                == FramesReport(ViewGraph(plain.root).layout(proposal: proposal)))
        #expect(FramesReport(ViewGraph(marked.root).layout(proposal: proposal)).text == "size w=2 h=1\nt x=0 y=0 w=2 h=1")
    }

    @Test(arguments: [
        (#"{"root": {"type": "hstack", "children": [{"type": "color", "id": "a"}, {"type": "color", "id": "a"}]}}"#,
         #"$.root.children[1].id: duplicate id "a"; first used at $.root.children[0].id"#),
        (#"{"root": {"type": "overlay", "id": "x", "child": {"type": "color"}, "content": {"type": "text", "id": "x", "string": "t"}}}"#,
         #"$.root.content.id: duplicate id "x"; first used at $.root.id"#),
        (#"{"root": {"type": "vstack", "children": [{"type": "padding", "child": {"type": "color", "id": ""}}, {"type": "spacer", "id": ""}]}}"#,
         #"$.root.children[1].id: duplicate id ""; first used at $.root.children[0].child.id"#),
        (#"{"root": {"type": "gridLayout", "rows": [{"type": "gridRow", "children": [{"type": "color", "id": "c"}]}, {"type": "gridRow", "children": [{"type": "color", "id": "c"}]}]}}"#,
         #"$.root.rows[1].children[0].id: duplicate id "c"; first used at $.root.rows[0].children[0].id"#),
    ])
    func duplicateIDsAreRefused(json: String, expected: String) {
        #expect(message(Array(json.utf8)) == expected)
    }

    @Test func idsThatDifferOnlyInCaseOrNormalisationAreDistinct() throws {
        // "é" precomposed and "e" + U+0301 are equal as Swift strings: one id, refused.
        let canonical = #"{"root": {"type": "hstack", "children": [{"type": "color", "id": "\u00e9"}, {"type": "color", "id": "e\u0301"}]}}"#
        #expect(message(Array(canonical.utf8)) == #"$.root.children[1].id: duplicate id "é"; first used at $.root.children[0].id"#)
        // "a" and "A" are two ids, both listed.
        let scene = try SceneDecoder.decode(Array(#"{"root": {"type": "hstack", "children": [{"type": "color", "id": "a"}, {"type": "color", "id": "A"}]}}"#.utf8))
        let report = FramesReport(ViewGraph(scene.root).layout(proposal: ProposedViewSize(width: 10, height: 1)))
        #expect(report.entries.map(\.id) == ["a", "A"])
    }
}
