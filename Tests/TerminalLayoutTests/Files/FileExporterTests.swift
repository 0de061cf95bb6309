import Foundation
import Testing
@testable import TerminalLayout

/// A text file as a document.
private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct Unwritable: Error {}

/// A document that cannot be written.
private struct Broken: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { throw Unwritable() }
}

/// What an exporter reported.
final class ExportLog: @unchecked Sendable {
    var lines: [String] = []
    func report<T>(_ result: Result<T, any Error>, _ names: (T) -> String) {
        switch result {
        case .success(let value): lines.append(names(value))
        case .failure(let error): lines.append("failed \(type(of: error))")
        }
    }
}

/// A button presenting an exporter of `kind` on `folder`.
private struct Exporter: View {
    let folder: URL
    let kind: String
    let log: ExportLog
    @State private var exporting = false

    var body: some View {
        let button = Button("Export") { exporting = true }
        Group {
            switch kind {
            case "document":
                button.fileExporter(isPresented: $exporting, document: TextFile(text: "hello"), contentType: .plainText,
                                    defaultFilename: "notes") { log.report($0) { $0.lastPathComponent } } onCancellation: {
                    log.lines.append("cancelled")
                }
            case "documents":
                button.fileExporter(isPresented: $exporting, documents: [TextFile(text: "a"), TextFile(text: "b")],
                                    contentType: .plainText) { log.report($0) { $0.map(\.lastPathComponent).joined(separator: " ") } }
            case "nil":
                button.fileExporter(isPresented: $exporting, document: TextFile?.none, contentType: .plainText) {
                    log.report($0) { $0.lastPathComponent }
                }
            case "broken":
                button.fileExporter(isPresented: $exporting, document: Broken(), contentType: .json) {
                    log.report($0) { $0.lastPathComponent }
                }
            default:
                button.fileExporter(isPresented: $exporting, item: "plain words", contentTypes: [.plainText],
                                    defaultFilename: "words") { log.report($0) { $0.lastPathComponent } }
            }
        }
        .fileDialogDefaultDirectory(folder)
    }
}

/// `fileExporter`, `FileDocument`, `FileWrapper` (FILE4).
@MainActor
struct FileExporterTests {
    /// A fresh folder with a subfolder `sub`.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exporter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        return folder
    }

    /// The exporter presented: Tab to its button, Return.
    private static func presented(_ kind: String, in folder: URL, log: ExportLog) -> KeyedScreen {
        let screen = KeyedScreen(_PresentationRoot(content: Exporter(folder: folder, kind: kind, log: log)), width: 60, height: 8)
        screen.tab(1, then: .return)
        return screen
    }

    static func contents(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test("The sheet: the name with the type's extension, the folder, its folders, Cancel and Save; Return saves")
    func save() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ExportLog()
        let screen = Self.presented("document", in: folder, log: log)
        #expect(screen.text[0] == "Save")
        #expect(screen.text[1].hasPrefix("notes.txt"))
        #expect(screen.text[2...4] == [folder.standardizedFileURL.path, "../", "sub/"])
        #expect(screen.text[7] == "Cancel  Save")
        screen.press(.return)
        #expect(log.lines == ["notes.txt"])
        #expect(Self.contents(folder.appendingPathComponent("notes.txt")) == "hello")
    }

    @Test("Into a folder, then Save: written there; Escape writes nothing and cancels")
    func folderAndCancel() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ExportLog()
        let screen = Self.presented("document", in: folder, log: log)
        screen.tab(2, then: .return)          // from the name field: ../, sub/
        #expect(screen.text[2] == folder.appendingPathComponent("sub").standardizedFileURL.path)
        screen.press(.escape)
        #expect(log.lines == ["cancelled"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sub"])
        let again = Self.presented("document", in: folder, log: log)
        again.tab(2, then: .return)           // into sub/: its button goes, focus with it
        again.tab(4, then: .return)           // the name field, ../, Cancel, Save
        #expect(log.lines.last == "notes.txt")
        #expect(Self.contents(folder.appendingPathComponent("sub/notes.txt")) == "hello")
    }

    @Test("Several documents: numbered names in the folder; a document that throws: the failure; an item: its text",
          arguments: ["documents", "broken", "item"])
    func kinds(_ kind: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ExportLog()
        let screen = Self.presented(kind, in: folder, log: log)
        screen.tab(kind == "documents" ? 3 : 4, then: .return)   // past the folders (and the field) to Save
        switch kind {
        case "documents":
            #expect(log.lines == ["Untitled.txt Untitled 2.txt"])
            #expect(Self.contents(folder.appendingPathComponent("Untitled 2.txt")) == "b")
        case "broken":
            #expect(log.lines == ["failed Unwritable"])
        default:
            #expect(log.lines == ["words.txt"])
            #expect(Self.contents(folder.appendingPathComponent("words.txt")) == "plain words")
        }
    }

    /// Moves `files` (one: the single form) from `folder` with a mover.
    private struct Mover: View {
        let folder: URL
        let files: [URL]
        let log: ExportLog
        @State private var moving = false
        var body: some View {
            let button = Button("Move") { moving = true }
            Group {
                if files.count == 1 {
                    button.fileMover(isPresented: $moving, file: files[0]) { log.report($0) { $0.path } }
                } else {
                    button.fileMover(isPresented: $moving, files: files) { log.report($0) { $0.map(\.path).joined(separator: " ") } }
                }
            }
            .fileDialogDefaultDirectory(folder)
            .fileDialogCustomizationID("m").fileDialogImportsUnresolvedAliases(true)
        }
    }

    @Test("fileMover: the save dialog titled Move, under the file's name; the file moved into the folder chosen",
          arguments: [1, 2])
    func mover(_ count: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["a.txt", "b.txt"].prefix(count).map { folder.appendingPathComponent($0) }
        for file in files { try Data(file.lastPathComponent.utf8).write(to: file) }
        let log = ExportLog()
        let screen = KeyedScreen(_PresentationRoot(content: Mover(folder: folder, files: files, log: log)), width: 60, height: 8)
        screen.tab(1, then: .return)
        #expect(screen.text[0] == (count == 1 ? "Move" : "Move 2 Files"))
        if count == 1 { #expect(screen.text[1].hasPrefix("a.txt")) }
        #expect(screen.text[7] == "Cancel  Move")
        screen.tab(count == 1 ? 2 : 1, then: .return)      // to sub/ (past the name field), into it
        screen.tab(count == 1 ? 4 : 3, then: .return)      // the field, ../, Cancel, Move
        let moved = files.map { folder.appendingPathComponent("sub").appendingPathComponent($0.lastPathComponent) }
        #expect(log.lines == [moved.map(\.standardizedFileURL.path).joined(separator: " ")])
        for (file, destination) in zip(files, moved) {
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(Self.contents(destination) == file.lastPathComponent)
        }
    }

    @Test("Without a document Save is disabled: Tab passes it by, back to the name field")
    func saveDisabledWithoutDocument() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ExportLog()
        let screen = Self.presented("nil", in: folder, log: log)
        _ = screen.text                                         // laid out: the focused view has a frame
        #expect(screen.focus.focusedFrame?.minY == 1)          // the name field
        screen.tab(4, then: .return)                            // ../, sub/, Cancel, then the field again
        _ = screen.text
        #expect(screen.focus.focusedFrame?.minY == 1)
        #expect(log.lines.isEmpty && screen.text[0] == "Save")
    }

    @Test("A FileWrapper writes and reads back files and folders; names added are made unique")
    func fileWrapper() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        #expect(package.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt") == "a 2.txt")
        #expect(package.isDirectory && !package.isRegularFile)
        let url = folder.appendingPathComponent("pkg")
        try package.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.fileWrappers?.keys.sorted() == ["a 2.txt", "a.txt"])
        #expect(read.fileWrappers?["a 2.txt"]?.regularFileContents == Data("B".utf8))
        let document = try TextFile(configuration: .init(contentType: .plainText, file: try #require(read.fileWrappers?["a.txt"])))
        #expect(document.text == "A")
        #expect(throws: CocoaError.self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
    }
}
