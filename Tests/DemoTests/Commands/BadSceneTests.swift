import Foundation
import Testing

/// Every bad scene file, through every command that reads one: one line on stderr naming
/// the file and the JSON path, exit 2, nothing on stdout.
@Suite struct BadSceneTests {
    /// A file holding `content` in a fresh temporary folder, removed by `cleanup`.
    final class SceneFixture {
        let folder: URL
        let path: String

        convenience init(_ content: String) throws { try self.init(bytes: Array(content.utf8)) }

        init(bytes: [UInt8]) throws {
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("demo-scene-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("scene.json").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    static let cases: [(content: String, message: String)] = [
        ("not json", "$: invalid JSON (line 1, column 2: invalid literal, expected 'null')"),
        ("{}", "$.root: missing (expected an object)"),
        ("{\"version\": 2, \"root\": {\"type\": \"text\", \"string\": \"a\"}}", "$.version: unsupported version 2; expected 1"),
        ("{\"root\": {\"type\": \"blob\"}}", "$.root.type: unknown type \"blob\""),
        ("{\"root\": {\"type\": \"hstack\", \"children\": [{\"type\": \"spacer\"}, {\"type\": \"vstack\", \"spacing\": \"wide\", \"children\": []}]}}",
         "$.root.children[1].spacing: expected a number or null, got \"wide\""),
        ("{\"root\": {\"type\": \"masonry\", \"columns\": 0, \"children\": []}}",
         "$.root.columns: expected a whole number of at least 1, got 0"),
        // A control character in the file's own text is escaped, never written raw.
        ("{\"root\": {\"type\": \"text\", \"string\": \"a\", \"\\u001b[31m\": 1}}",
         "$.root.\\u{1b}[31m: unknown field for type \"text\""),
        // Nothing is lost silently (issue #13): a lone surrogate and a duplicate id are errors.
        (#"{"root": {"type": "text", "string": "X\ud800\u0041Y"}}"#,
         #"$.root.string: invalid JSON (line 1, column 39: lone surrogate \uD800 (a high surrogate must be followed by a low one))"#),
        (#"{"root": {"type": "zstack", "children": [{"type": "color", "id": "a"}, {"type": "color", "id": "a"}]}}"#,
         #"$.root.children[1].id: duplicate id "a"; first used at $.root.children[0].id"#),
    ]

    static let commands: [[String]] = [["frames", "--scene"], ["render", "--scene"], ["--scene"]]

    @Test(arguments: cases, commands)
    func badContent(scene: (content: String, message: String), command: [String]) throws {
        let (content, message) = scene
        let fixture = try SceneFixture(content)
        let result = try DemoBinary.run(command + [fixture.path])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error == "layout-demo: \(fixture.path): \(message)\n")
    }

    /// Invalid UTF-8 in a string (here "café" in Latin-1): one line naming the path, never a
    /// U+FFFD in its place.
    @Test(arguments: commands)
    func invalidUTF8IsRefused(command: [String]) throws {
        let fixture = try SceneFixture(bytes: Array(#"{"root": {"type": "text", "string": "caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8))
        let result = try DemoBinary.run(command + [fixture.path])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error == "layout-demo: \(fixture.path): $.root.string: invalid JSON (line 1, column 41: invalid UTF-8 sequence 0xE9 0x22)\n")
    }

    @Test(arguments: commands)
    func missingFile(command: [String]) throws {
        let result = try DemoBinary.run(command + ["/nonexistent/scene.json"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error == "layout-demo: /nonexistent/scene.json: cannot read: No such file or directory\n")
    }

    @Test func aFolderIsNotAScene() throws {
        let fixture = try SceneFixture("{}")
        let result = try DemoBinary.run(["frames", "--scene", fixture.folder.path])
        #expect(result.status == 2)
        #expect(result.error == "layout-demo: \(fixture.folder.path): cannot read: Is a directory\n")
    }
}
