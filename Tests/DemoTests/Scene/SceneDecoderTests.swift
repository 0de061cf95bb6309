import Testing
import TerminalLayout
@testable import LayoutDemoCore

/// Scene files: valid ones lay out as the same views written in Swift;
/// every kind of bad input is one error naming its JSON path.
@Suite struct SceneDecoderTests {
    func decode(_ json: String) throws(SceneError) -> Scene {
        try SceneDecoder.decode(Array(json.utf8))
    }

    func layout(_ json: String, _ width: Double, _ height: Double) throws -> LayoutResult {
        let scene = try decode(json)
        return ViewGraph(scene.root, environment: scene.environment).layout(proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func workedExampleFromAScene() throws {
        let result = try layout("""
        {"version": 1, "root": {"type": "frame", "width": 300, "height": 10, "child":
          {"type": "hstack", "spacing": 8, "children": [
            {"type": "text", "id": "left", "string": "\(String(repeating: "a", count: 50))"},
            {"type": "color", "id": "color", "color": "red"},
            {"type": "text", "id": "right", "string": "\(String(repeating: "b", count: 100))"}]}}}
        """, 300, 10)
        #expect(result.frame(for: "left")?.minX == 0)
        #expect(result.frame(for: "color") == CGRect(x: 58, y: 0, width: 134, height: 10))
        #expect(result.frame(for: "right")?.minX == 200)
    }

    @Test func modifiersAndEnvironment() throws {
        let result = try layout("""
        {"cellMetrics": {"column": 8, "row": 16}, "defaultSpacing": 8,
         "root": {"type": "vstack", "alignment": "leading", "children": [
           {"type": "padding", "edges": ["leading", "top"], "amount": 16, "child": {"type": "text", "id": "t", "string": "hi"}},
           {"type": "flexFrame", "maxWidth": "infinity", "child": {"type": "rectangle", "id": "r", "fill": "blue", "label": "box"}},
           {"type": "fixedSize", "child": {"type": "roundedRectangle", "id": "rr", "cornerRadius": 2}}]}}
        """, 160, 160)
        // Text "hi": 2 columns × 1 row = 16×16 points, padded 16 on leading and top.
        #expect(result.frame(for: "t") == CGRect(x: 16, y: 16, width: 16, height: 16))
        // fixedSize shape: its ideal 10×10 points.
        #expect(result.frame(for: "rr")?.size == CGSize(width: 10, height: 10))
        #expect(result.frame(for: "r")?.width == 160)
    }

    @Test(arguments: [
        ("not json", "$: invalid JSON (line 1, column 2: invalid literal, expected 'null')"),
        ("{\"root\": @}", "$.root: invalid JSON (line 1, column 10: unexpected character '@')"),
        ("{\"root\": {\"type\": \"text\"", "$.root: invalid JSON (line 1, column 25: expected ',' or '}' in an object)"),
        ("[1, 2]", "$: expected an object, got an array"),
        ("{}", "$.root: missing (expected an object)"),
        ("{\"version\": 2, \"root\": {\"type\": \"text\", \"string\": \"a\"}}", "$.version: unsupported version 2; expected 1"),
        ("{\"root\": {\"type\": \"blob\"}}", "$.root.type: unknown type \"blob\""),
        ("{\"root\": {\"string\": \"a\"}}", "$.root.type: missing (expected a string)"),
        ("{\"root\": {\"type\": \"text\"}}", "$.root.string: missing (expected a string)"),
        ("{\"root\": {\"type\": \"text\", \"string\": 5}}", "$.root.string: expected a string, got 5"),
        ("{\"root\": {\"type\": \"text\", \"string\": \"a\", \"colour\": \"red\"}}", "$.root.colour: unknown field for type \"text\""),
        ("{\"root\": {\"type\": \"hstack\", \"children\": [{\"type\": \"text\", \"string\": \"a\"}, {\"type\": \"spacer\"}, {\"type\": \"hstack\", \"spacing\": \"wide\", \"children\": []}]}}",
         "$.root.children[2].spacing: expected a number or null, got \"wide\""),
        ("{\"root\": {\"type\": \"frame\", \"width\": -3, \"child\": {\"type\": \"color\"}}}", "$.root.width: a size cannot be negative, got -3"),
        ("{\"root\": {\"type\": \"frame\", \"width\": 1e9, \"child\": {\"type\": \"color\"}}}", "$.root.width: number 1000000000 is too large (at most 100000)"),
        ("{\"root\": {\"type\": \"frame\", \"width\": 1e999, \"child\": {\"type\": \"color\"}}}", "$.root.width: number is not finite"),
        ("{\"root\": {\"type\": \"flexFrame\", \"maxWidth\": \"huge\", \"child\": {\"type\": \"color\"}}}",
         "$.root.maxWidth: expected a number, \"infinity\" or null, got \"huge\""),
        ("{\"root\": {\"type\": \"color\", \"color\": \"mauve\"}}",
         "$.root.color: unknown value \"mauve\"; expected one of \"red\", \"green\", \"blue\", \"orange\", \"yellow\", \"pink\", \"purple\", \"teal\", \"cyan\", \"mint\", \"indigo\", \"brown\", \"gray\", \"black\", \"white\", \"clear\", \"primary\", \"secondary\", \"accentColor\""),
        ("{\"root\": {\"type\": \"hstack\", \"alignment\": \"leading\", \"children\": []}}",
         "$.root.alignment: unknown value \"leading\"; expected one of \"top\", \"center\", \"bottom\", \"firstTextBaseline\", \"lastTextBaseline\""),
        ("{\"root\": {\"type\": \"padding\", \"edges\": [\"left\"], \"child\": {\"type\": \"color\"}}}",
         "$.root.edges[0]: unknown edge \"left\"; expected \"all\" or a list of top, leading, bottom, trailing, horizontal, vertical"),
        ("{\"root\": {\"type\": \"vstack\", \"children\": {\"type\": \"color\"}}}", "$.root.children: expected an array, got an object"),
        ("{\"root\": {\"type\": \"fixedSize\", \"horizontal\": \"yes\", \"child\": {\"type\": \"color\"}}}",
         "$.root.horizontal: expected true or false, got \"yes\""),
        ("{\"cellMetrics\": {\"column\": 0}, \"root\": {\"type\": \"color\"}}", "$.cellMetrics.column: must be greater than 0"),
        ("{\"root\": {\"type\": \"text\", \"string\": \"a\"}, \"root\": {\"type\": \"color\"}}",
         "$: invalid JSON (line 1, column 43: duplicate key \"root\")"),
    ])
    func badInputNamesItsPath(json: String, message: String) {
        #expect(throws: SceneError.self) { try decode(json) }
        do {
            _ = try decode(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        var json = "{\"type\": \"color\"}"
        for _ in 0..<100 { json = "{\"type\": \"padding\", \"child\": \(json)}" }
        json = "{\"root\": \(json)}"
        do {
            _ = try decode(json)
            Issue.record("a 100-deep scene was accepted")
        } catch {
            // The path of the object that went too deep: root, then 63 padding children.
            #expect(error.path == "$.root" + String(repeating: ".child", count: 63))
            #expect(error.message.contains("nesting deeper than 64"))
        }
    }

    @Test func controlCharactersInAnErrorAreShownEscaped() {
        do {
            _ = try decode("{\"root\": {\"type\": \"\\u001b[31m\"}}")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "$.root.type: unknown type \"\\u{1b}[31m\"")
            #expect(!error.description.contains("\u{1B}"))
        }
    }
}

/// Scene types that name gallery layouts.
@Suite struct SceneGalleryTypesTests {
    func layout(_ json: String, _ width: Double, _ height: Double) throws -> LayoutResult {
        let scene = try SceneDecoder.decode(Array(json.utf8))
        return ViewGraph(scene.root, environment: scene.environment).layout(proposal: ProposedViewSize(width: width, height: height))
    }

    func boxes(_ widths: [Int]) -> String {
        widths.enumerated().map { i, w in
            "{\"type\": \"frame\", \"id\": \"b\(i)\", \"width\": \(w), \"height\": 1, \"child\": {\"type\": \"rectangle\"}}"
        }.joined(separator: ", ")
    }

    @Test func flowWrapsAtTheProposedWidth() throws {
        // Widths 4, 4, 4 with spacing 1 in 10 columns: two on the first line, one on the second.
        let result = try layout("{\"root\": {\"type\": \"flow\", \"spacing\": 1, \"lineSpacing\": 0, \"children\": [\(boxes([4, 4, 4]))]}}", 10, 5)
        #expect(result.frame(for: "b1") == CGRect(x: 5, y: 0, width: 4, height: 1))
        #expect(result.frame(for: "b2") == CGRect(x: 0, y: 1, width: 4, height: 1))
    }

    @Test(arguments: [(40.0, "hstack"), (20.0, "vstack")])
    func breakpointPicksByWidth(width: Double, expected: String) throws {
        let json = """
        {"root": {"type": "breakpoint", "breakpoints": [
            {"minWidth": 30, "layout": {"type": "hstack", "spacing": 1}},
            {"layout": {"type": "vstack", "spacing": 0}}],
          "children": [\(boxes([5, 5]))]}}
        """
        let result = try layout(json, width, 10)
        let second = try #require(result.frame(for: "b1"))
        #expect(second.origin == (expected == "hstack" ? CGPoint(x: 6, y: 0) : CGPoint(x: 0, y: 1)))
    }

    @Test func gridRowsShareColumnWidths() throws {
        let json = """
        {"root": {"type": "gridLayout", "horizontalSpacing": 1, "verticalSpacing": 0, "alignment": "leading", "rows": [
            {"type": "gridRow", "children": [\(boxes([3, 2]))]},
            {"type": "gridRow", "children": [{"type": "text", "id": "t", "string": "wide"}, {"type": "text", "id": "u", "string": "x"}]}]}}
        """
        let result = try layout(json, 40, 10)
        // Column 0 is as wide as "wide" (4), so column 1 starts at 4 + 1 = 5 in both rows.
        #expect(result.frame(for: "b1")?.minX == 5)
        #expect(result.frame(for: "u")?.minX == 5)
    }

    @Test func proportionSharesTheWidth() throws {
        let json = """
        {"root": {"type": "proportional", "axis": "horizontal", "children": [
            {"type": "proportion", "value": 1, "child": {"type": "color", "id": "a"}},
            {"type": "proportion", "value": 3, "child": {"type": "color", "id": "b"}}]}}
        """
        let result = try layout(json, 40, 2)
        #expect(result.frame(for: "a")?.width == 10)
        #expect(result.frame(for: "b")?.width == 30)
    }

    @Test(arguments: [
        ("{\"root\": {\"type\": \"masonry\", \"columns\": 0, \"children\": []}}",
         "$.root.columns: expected a whole number of at least 1, got 0"),
        ("{\"root\": {\"type\": \"masonry\", \"columns\": 2.5, \"children\": []}}",
         "$.root.columns: expected a whole number of at least 1, got 2.5"),
        ("{\"root\": {\"type\": \"breakpoint\", \"breakpoints\": [{\"layout\": {\"type\": \"sideways\"}}], \"children\": []}}",
         "$.root.breakpoints[0].layout.type: unknown layout \"sideways\""),
        ("{\"root\": {\"type\": \"breakpoint\", \"breakpoints\": [], \"children\": []}}",
         "$.root.breakpoints: expected at least one breakpoint"),
        ("{\"root\": {\"type\": \"gridLayout\", \"rows\": [{\"type\": \"hstack\", \"children\": []}]}}",
         "$.root.rows[0].type: expected \"gridRow\", got \"hstack\""),
        ("{\"root\": {\"type\": \"radial\", \"horizontalScale\": 0, \"children\": []}}",
         "$.root.horizontalScale: must be greater than 0"),
        ("{\"root\": {\"type\": \"flow\", \"gap\": 2, \"children\": []}}",
         "$.root.gap: unknown field for type \"flow\""),
    ])
    func badLayoutParameters(json: String, message: String) {
        do {
            _ = try SceneDecoder.decode(Array(json.utf8))
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description == message)
        }
    }
}

/// A string a scene keeps is copied out of the parse tree (so the tree's memory is
/// not pinned after it is freed): equal text, storage of its own.
@Suite struct SceneStringStorageTests {
    @Test(arguments: ["", "short", "a string longer than fifteen bytes", "héllo wörld, combining e\u{301} and 漢字 and 👨‍👩‍👧"])
    func detachedStringsAreEqualCopies(_ text: String) {
        var original = text
        var copy = SceneNode.detached(original)
        #expect(copy == original)
        #expect(Array(copy.utf8) == Array(original.utf8))
        if original.utf8.count > 15 {
            // Longer than a small string: a heap buffer, and a different one.
            let a = original.withUTF8 { UInt(bitPattern: $0.baseAddress) }
            let b = copy.withUTF8 { UInt(bitPattern: $0.baseAddress) }
            #expect(a != b)
        }
    }
}
