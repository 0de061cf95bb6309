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

    @Test func textMakesControlCharactersVisible() throws {
        let r = try report(#"{"root": {"type": "color", "id": "x\u001b[2Jy"}}"#, ProposedViewSize(width: 3, height: 2))
        #expect(r.text == "size w=3 h=2\nx␛[2Jy x=0 y=0 w=3 h=2")
    }
}
