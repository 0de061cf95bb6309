import Foundation
import TerminalLayout

/// A scene that opens, edits and saves a document, as in SwiftUI (DOC1).
///
/// ```swift
/// @main struct Editor: App {
///     var body: some Scene {
///         DocumentGroup(newDocument: TextFile()) { file in
///             TextEditor(text: file.$document.text)
///         }
///     }
/// }
/// ```
///
/// A terminal app opens the file its command line names (`editor notes.txt`): read with the
/// document's `init(configuration:)` when it exists, a new document to be saved there when it
/// does not; with no file named, a new document. Ctrl-S (the Save command, ⌘S, KBD1) writes
/// the document to its file, or first asks where with `fileExporter`'s dialog (FILE4). A
/// file that cannot be read shows why in the window. `DocumentGroup(viewing:viewer:)` opens
/// the file named, or asks for one with `fileImporter`'s dialog (FILE3), and saves nothing.
nonisolated public struct DocumentGroup<Document: FileDocument, Content: View>: Scene {
    let newDocument: (() -> Document)?
    let editor: (FileDocumentConfiguration<Document>) -> Content

    /// Edits a document: the file the command line names, else `newDocument`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.newDocument = newDocument
        self.editor = editor
    }

    /// Shows a document without editing it: the file the command line names, else one chosen.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.newDocument = nil
        self.editor = viewer
    }

    /// A primitive scene: it has no body.
    public var body: Never { preconditionFailure("DocumentGroup is a primitive scene") }

    /// Hands the document's window to `visitor`: the file named on the command line read.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        let opened = DocumentWindow<Document, Content>.open(DocumentLaunch.path, newDocument: scene.newDocument)
        visitor.visit(DocumentWindow(opened: opened, isEditable: scene.newDocument != nil, editor: scene.editor))
    }
}

/// A document being edited and its file, as in SwiftUI: what a `DocumentGroup`'s editor gets.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document (`file.$document` binds an editor to it).
    @Binding public var document: Document
    /// The file the document was read from or saved to, if any.
    public let fileURL: URL?
    /// Whether the document may be edited (`false` in a viewer).
    public let isEditable: Bool
}

/// Internal: the file the app was asked to open — the first command-line argument that is not
/// an option (tests set the arguments).
package enum DocumentLaunch {
    nonisolated(unsafe) package static var arguments: [String] = Array(CommandLine.arguments.dropFirst())

    static var path: String? { arguments.first { !$0.hasPrefix("-") } }
}

/// Internal: a `DocumentGroup`'s window (DOC1).
nonisolated struct DocumentWindow<Document: FileDocument, Content: View>: View {
    /// What the launch opened.
    enum Opened {
        case document(Document, URL?)
        case none
        case failed(String)
    }

    let isEditable: Bool
    let editor: (FileDocumentConfiguration<Document>) -> Content
    @State private var document: Document?
    @State private var fileURL: URL?
    @State private var failure: String?
    @State private var choosing: Bool
    @State private var saving = false
    @State private var saveError: String?

    /// The window of what the launch opened: a viewer without a file asks for one.
    init(opened: Opened, isEditable: Bool, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.isEditable = isEditable
        self.editor = editor
        var document: Document?, url: URL?, failure: String?
        switch opened {
        case .document(let opened, let openedURL): (document, url) = (opened, openedURL)
        case .none: break
        case .failed(let why): failure = why
        }
        _document = State(initialValue: document)
        _fileURL = State(initialValue: url)
        _failure = State(initialValue: failure)
        _choosing = State(initialValue: { if case .none = opened { true } else { false } }())
    }

    /// Reads the document at `path` (a new one, to be saved there, when there is no file), or
    /// makes a new one without a path; `.none` for a viewer without a path.
    static func open(_ path: String?, newDocument: (() -> Document)?) -> Opened {
        guard let path else { return newDocument.map { .document($0(), nil) } ?? .none }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard let newDocument else { return .failed("Cannot open \(url.lastPathComponent): there is no such file.") }
            return .document(newDocument(), url)
        }
        do {
            return .document(try read(url), url)
        } catch {
            return .failed("Cannot open \(url.lastPathComponent): \(error)")
        }
    }

    /// The document in the file at `url`, read as its extension's type (the first readable one
    /// when that is not among them).
    static func read(_ url: URL) throws -> Document {
        let file = try FileWrapper(url: url)
        let type = UTType(filenameExtension: url.pathExtension).flatMap { found in
            Document.readableContentTypes.first { found.conforms(to: $0) }.map { _ in found }
        } ?? Document.readableContentTypes.first ?? .data
        return try Document(configuration: .init(contentType: type, file: file))
    }

    var body: some View {
        content
            .fileImporter(isPresented: $choosing, allowedContentTypes: Document.readableContentTypes) { result in
                guard case .success(let url) = result else { return }
                do {
                    document = try Self.read(url)
                    fileURL = url
                    failure = nil
                } catch {
                    failure = "Cannot open \(url.lastPathComponent): \(error)"
                }
            }
            .fileExporter(isPresented: $saving, document: document, contentType: Self.writableType(for: nil),
                          defaultFilename: nil) { result in
                switch result {
                case .success(let url): fileURL = url
                case .failure(let error): saveError = "\(error)"
                }
            }
            .alert("Cannot save", isPresented: Binding(get: { saveError != nil }, set: { if !$0 { saveError = nil } })) {
                Button("OK") { saveError = nil }
            } message: {
                Text(saveError ?? "")
            }
            ._commands(isEditable ? [AnyView(Button("Save") { save() }.keyboardShortcut("s"))] : [])
    }

    @ViewBuilder private var content: some View {
        if let document {
            editor(FileDocumentConfiguration(document: Binding(get: { document }, set: { self.document = $0 }),
                                             fileURL: fileURL, isEditable: isEditable))
        } else if let failure {
            Text(failure)
        } else {
            Text("No document").foregroundStyle(.secondary)
        }
    }

    /// The type a document is written as: its file's extension's, when writable, else the
    /// first writable type.
    static func writableType(for url: URL?) -> UTType {
        if let url, let found = UTType(filenameExtension: url.pathExtension),
           Document.writableContentTypes.contains(where: { found.conforms(to: $0) }) {
            return found
        }
        return Document.writableContentTypes.first ?? .data
    }

    /// Writes the document to its file, or asks where first.
    private func save() {
        guard let document else { return }
        guard let fileURL else {
            saving = true
            return
        }
        do {
            let file = try document.fileWrapper(configuration: .init(contentType: Self.writableType(for: fileURL), existingFile: nil))
            try file.write(to: fileURL, options: .atomic, originalContentsURL: nil)
        } catch {
            saveError = "\(error)"
        }
    }
}
