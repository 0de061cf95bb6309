import Foundation
import Testing
@testable import TerminalLayout

/// What an importer reported.
final class ImportLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A button presenting a file importer on `folder`.
private struct Importer: View {
    let folder: URL
    let types: [UTType]
    var multiple = false
    let log: ImportLog
    @State private var importing = false

    var body: some View {
        Button("Import") { importing = true }
            .fileImporter(isPresented: $importing, allowedContentTypes: types, allowsMultipleSelection: multiple) { result in
                switch result {
                case .success(let urls): log.lines.append(urls.map(\.lastPathComponent).joined(separator: " "))
                case .failure(let error): log.lines.append("failed \(error)")
                }
            } onCancellation: {
                log.lines.append("cancelled")
            }
            .fileDialogDefaultDirectory(folder)
    }
}

/// `fileImporter` and the file dialog modifiers (FILE3).
@MainActor
struct FileImporterTests {
    /// A fresh folder: a.txt, b.swift, c.png, .hidden, sub/d.txt.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("importer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.txt", "b.swift", "c.png", ".hidden", "sub/d.txt"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The importer presented: Tab to its button, Return.
    static func presented(_ folder: URL, types: [UTType] = [.plainText], multiple: Bool = false,
                          log: ImportLog) -> KeyedScreen {
        let screen = KeyedScreen(_PresentationRoot(content: Importer(folder: folder, types: types, multiple: multiple, log: log)),
                                 width: 60, height: 9)
        screen.tab(1, then: .return)
        return screen
    }

    @Test("The sheet lists the parent, folders, then the files of the types (a Swift file is plain text); hidden ones not")
    func listing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = Self.presented(folder, log: ImportLog())
        // The list scrolls in the room left: the buttons at the bottom.
        #expect(screen.text == ["Choose a File", folder.standardizedFileURL.path, "../", "sub/", "a.txt", "b.swift", "", "", "Cancel"])
        let images = Self.presented(folder, types: [.image], log: ImportLog())
        #expect(images.text[2...4] == ["../", "sub/", "c.png"])
        let none = Self.presented(folder, types: [.pdf], log: ImportLog())
        #expect(none.text[2...4] == ["No files of these types here", "../", "sub/"])
    }

    @Test("fileDialogBrowserOptions(.includeHiddenFiles) lists the entries whose names start with a dot",
          arguments: [false, true])
    func hiddenFiles(_ included: Bool) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let importer = Importer(folder: folder, types: [.data], log: ImportLog())
            .fileDialogBrowserOptions(included ? [.includeHiddenFiles] : [.displayFileExtensions])
        let screen = KeyedScreen(_PresentationRoot(content: importer), width: 60, height: 9)
        screen.tab(1, then: .return)
        #expect(screen.text[2...4] == ["../", "sub/", included ? ".hidden" : "a.txt"])
    }

    @Test("↓ and Return choose a file; into a folder and out again; Escape cancels", arguments: [
        ([KeyEquivalent.downArrow, .downArrow, .return], ["a.txt"]),
        ([.downArrow, .downArrow, .downArrow, .return], ["b.swift"]),
        ([.downArrow, .return, .downArrow, .return], ["d.txt"]),
        ([.downArrow, .return, .leftArrow, .downArrow, .downArrow, .downArrow, .return], ["b.swift"]),
        ([.downArrow, .escape], ["cancelled"]),
    ])
    func choose(_ keys: [KeyEquivalent], _ expected: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ImportLog()
        let screen = Self.presented(folder, log: log)
        for key in keys { screen.press(key) }
        #expect(log.lines == expected)
        #expect(screen.text.joined().trimmingCharacters(in: .whitespaces) == "Import")
    }

    @Test("With multiple selection Space marks files and Open chooses the marked ones, in marking order")
    func multiple() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ImportLog()
        let screen = Self.presented(folder, multiple: true, log: log)
        for key: KeyEquivalent in [.downArrow, .downArrow, .downArrow, .space, .upArrow, .space] { screen.press(key) }
        #expect(screen.text[4...5] == ["[x] a.txt", "[x] b.swift"])
        #expect(screen.text[8] == "Cancel  Open")
        screen.tab(3, then: .return)   // from a.txt: b.swift, Cancel, Open
        #expect(log.lines == ["b.swift a.txt"])
    }

    @Test("With multiple selection and nothing marked, Open is disabled: Tab passes it by")
    func openDisabledUntilMarked() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ImportLog()
        let screen = Self.presented(folder, multiple: true, log: log)
        screen.tab(5, then: .return)   // sub/, a.txt, b.swift, Cancel, then back to ../ (Open takes no focus)
        #expect(log.lines.isEmpty)
        #expect(screen.text[0] == "Choose Files")
        #expect(screen.text[1] == folder.deletingLastPathComponent().standardizedFileURL.path)
    }

    @Test("Types a folder conforms to choose the folder shown, with the confirmation label given")
    func folders() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ImportLog()
        let screen = KeyedScreen(_PresentationRoot(content: Importer(folder: folder, types: [.folder], log: log)
            .fileDialogConfirmationLabel("Use").fileDialogMessage("Pick a project")), width: 60, height: 9)
        screen.tab(1, then: .return)
        #expect(screen.text[1] == "Pick a project")
        #expect(screen.text[3...4] == ["../", "sub/"])
        #expect(screen.text[8] == "Cancel  Use")
        for key: KeyEquivalent in [.downArrow, .return] { screen.press(key) }   // into sub/: ../ focused
        screen.tab(2, then: .return)   // Cancel, then Use
        #expect(log.lines == ["sub"])
    }
}
