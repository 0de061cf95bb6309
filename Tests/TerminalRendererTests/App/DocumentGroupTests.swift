import Foundation
import Testing
import TerminalLayout
@testable import TerminalRenderer

private struct NotText: Error {}

/// A text file as a document; a file holding "bad" does not read.
private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String = "") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        if text == "bad" { throw NotText() }
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// An editor: `x` appends an x, `q` quits; the text shown, or "viewing" and the text.
private struct NoteEditor: View {
    @Binding var note: Note
    let isEditable: Bool
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text((isEditable ? "" : "viewing ") + note.text)
            .onKeyPress("x") { if isEditable { note.text += "x" }; return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

private struct EditorApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in NoteEditor(note: file.$document, isEditable: file.isEditable) }
    }
}

private struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: Note.self) { file in NoteEditor(note: file.$document, isEditable: file.isEditable) }
    }
}

/// A text file as a document object, written from snapshots.
private final class NoteObject: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func snapshot(contentType: UTType) throws -> String { text }
    func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }
}

/// An editor of a document object: `x` appends an x, `q` quits.
private struct ObjectEditor: View {
    @ObservedObject var note: NoteObject
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("object " + note.text)
            .onKeyPress("x") { note.text += "x"; return .handled }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}

private struct ObjectApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { NoteObject() }) { file in ObjectEditor(note: file.document) }
    }
}

/// `DocumentGroup` (DOC1): the file named on the command line opened, edited, saved with Ctrl-S.
@Suite(.serialized)
@MainActor
struct DocumentGroupTests {
    /// x, Ctrl-S, then `extra` keys, then q.
    static func script(_ extra: [ScriptedScreen.Step] = []) -> [ScriptedScreen.Step] {
        [.key(.character("x")), .key(.character("\u{13}")), .silence] + extra + [.key(.character("q"))]
    }

    /// Runs `app` with `arguments` as its command line; the first line of each frame.
    static func run<A: App>(_ app: A, arguments: [String], _ steps: [ScriptedScreen.Step] = script()) -> [String] {
        DocumentLaunch.arguments = arguments
        defer { DocumentLaunch.arguments = [] }
        let terminal = TerminalApp(app, screen: ScriptedScreen(40, 6, steps))
        _ = terminal.run()
        return terminal.screen.presented.compactMap { $0.lines.first.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
    }

    static func file(_ contents: String?) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).txt")
        if let contents { try Data(contents.utf8).write(to: url) }
        return url
    }

    @Test("The file named is opened, edited, and written back with Ctrl-S")
    func editAndSave() throws {
        let url = try Self.file("hello")
        defer { try? FileManager.default.removeItem(at: url) }
        let frames = Self.run(EditorApp(), arguments: ["--flag", url.path])
        #expect(frames.first == "hello")
        #expect(frames.last == "hellox")
        #expect(try String(contentsOf: url, encoding: .utf8) == "hellox")
    }

    @Test("A ReferenceFileDocument: the object edited, its snapshot saved")
    func object() throws {
        let url = try Self.file("obj")
        defer { try? FileManager.default.removeItem(at: url) }
        let frames = Self.run(ObjectApp(), arguments: [url.path])
        #expect(frames.first == "object obj")
        #expect(frames.last == "object objx")
        #expect(try String(contentsOf: url, encoding: .utf8) == "objx")
    }

    @Test("A file that is not there: a new document, saved there")
    func newFile() throws {
        let url = try Self.file(nil)
        defer { try? FileManager.default.removeItem(at: url) }
        _ = Self.run(EditorApp(), arguments: [url.path])
        #expect(try String(contentsOf: url, encoding: .utf8) == "x")
    }

    @Test("A file the document cannot read: the window says why")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("b.txt")
        try Data("bad".utf8).write(to: url)
        let frames = Self.run(EditorApp(), arguments: [url.path], [.key(.character("q"))])
        #expect(frames.first == "Cannot open b.txt: NotText()")
    }

    @Test("A viewer shows the file and saves nothing")
    func viewer() throws {
        let url = try Self.file("read only")
        defer { try? FileManager.default.removeItem(at: url) }
        let frames = Self.run(ViewerApp(), arguments: [url.path])
        #expect(frames.first == "viewing read only")
        #expect(try String(contentsOf: url, encoding: .utf8) == "read only")
    }

    @Test("No file named: a new document; Ctrl-S asks where to save it")
    func saveAs() throws {
        let frames = Self.run(EditorApp(), arguments: [], Self.script([.key(.character("\u{1B}")), .silence]))
        #expect(frames.contains("Save"))
        #expect(frames.last == "x")
    }
}
