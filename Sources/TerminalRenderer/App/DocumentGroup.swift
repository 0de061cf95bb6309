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
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
    /// The document's window, the file named on the command line read.
    let window: () -> AnyView

    /// A primitive scene: it has no body.
    public var body: Never { preconditionFailure("DocumentGroup is a primitive scene") }

    /// Hands the document's window to `visitor`.
    public static func _visit<Visitor: _SceneVisitor>(_ scene: Self, _ visitor: inout Visitor) {
        visitor.visit(scene.window())
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Edits a document: the file the command line names, else `newDocument`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        window = { AnyView(DocumentWindow<ValueDocument<Document>, Content>(newDocument: newDocument) { document, url, editable in
            editor(FileDocumentConfiguration(document: document, fileURL: url, isEditable: editable))
        }) }
    }

    /// Shows a document without editing it: the file the command line names, else one chosen.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        window = { AnyView(DocumentWindow<ValueDocument<Document>, Content>(newDocument: nil) { document, url, editable in
            viewer(FileDocumentConfiguration(document: document, fileURL: url, isEditable: editable))
        }) }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Edits a document object: the file the command line names, else `newDocument`'s; saved
    /// from its `snapshot(contentType:)`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        window = { AnyView(DocumentWindow<ObjectDocument<Document>, Content>(newDocument: newDocument) { document, url, editable in
            editor(ReferenceFileDocumentConfiguration(document: document.wrappedValue, fileURL: url, isEditable: editable))
        }) }
    }

    /// Shows a document object without editing it: the file the command line names, else one chosen.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        window = { AnyView(DocumentWindow<ObjectDocument<Document>, Content>(newDocument: nil) { document, url, editable in
            viewer(ReferenceFileDocumentConfiguration(document: document.wrappedValue, fileURL: url, isEditable: editable))
        }) }
    }
}

/// A document object being edited and its file, as in SwiftUI: what a `DocumentGroup` of a
/// `ReferenceFileDocument` hands its editor.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document (an editor observes it, or passes it on with `environmentObject`).
    public let document: Document
    /// The file the document was read from or saved to, if any.
    public let fileURL: URL?
    /// Whether the document may be edited (`false` in a viewer).
    public let isEditable: Bool
}

/// Internal: how a `DocumentWindow` reads and writes its kind of document.
protocol DocumentKind {
    associatedtype Value
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    static func read(_ configuration: FileDocumentReadConfiguration) throws -> Value
    static func file(of value: Value, as contentType: UTType) throws -> FileWrapper
}

/// Internal: a `FileDocument`, a value.
enum ValueDocument<Document: FileDocument>: DocumentKind {
    static var readableContentTypes: [UTType] { Document.readableContentTypes }
    static var writableContentTypes: [UTType] { Document.writableContentTypes }
    static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document { try Document(configuration: configuration) }
    static func file(of value: Document, as contentType: UTType) throws -> FileWrapper {
        try value.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil))
    }
}

/// Internal: a `ReferenceFileDocument`, an object written from a snapshot.
enum ObjectDocument<Document: ReferenceFileDocument>: DocumentKind {
    static var readableContentTypes: [UTType] { Document.readableContentTypes }
    static var writableContentTypes: [UTType] { Document.writableContentTypes }
    static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document { try Document(configuration: configuration) }
    static func file(of value: Document, as contentType: UTType) throws -> FileWrapper {
        try value.fileWrapper(snapshot: value.snapshot(contentType: contentType),
                              configuration: .init(contentType: contentType, existingFile: nil))
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
nonisolated struct DocumentWindow<Kind: DocumentKind, Content: View>: View {
    typealias Document = Kind.Value

    let isEditable: Bool
    let editor: (Binding<Document>, URL?, Bool) -> Content
    @State private var document: Document?
    @State private var fileURL: URL?
    @State private var failure: String?
    @State private var choosing: Bool
    @State private var saving = false
    @State private var saveError: String?

    /// The window of the file the command line names — read; a new document to be saved there
    /// when there is no file — else of a new document; a viewer (no `newDocument`) without a
    /// file asks for one.
    init(newDocument: (() -> Document)?, editor: @escaping (Binding<Document>, URL?, Bool) -> Content) {
        self.isEditable = newDocument != nil
        self.editor = editor
        var document: Document?, url: URL?, failure: String?
        if let path = DocumentLaunch.path {
            let fileURL = URL(fileURLWithPath: path).standardizedFileURL
            url = fileURL
            if FileManager.default.fileExists(atPath: fileURL.path) {
                do {
                    document = try Self.read(fileURL)
                } catch {
                    failure = "Cannot open \(fileURL.lastPathComponent): \(error)"
                }
            } else if let newDocument {
                document = newDocument()
            } else {
                failure = "Cannot open \(fileURL.lastPathComponent): there is no such file."
            }
        } else {
            document = newDocument?()
        }
        _document = State(initialValue: document)
        _fileURL = State(initialValue: url)
        _failure = State(initialValue: failure)
        _choosing = State(initialValue: DocumentLaunch.path == nil && newDocument == nil)
    }

    /// The document in the file at `url`, read as its extension's type (the first readable one
    /// when that is not among them).
    static func read(_ url: URL) throws -> Document {
        let file = try FileWrapper(url: url)
        let type = UTType(filenameExtension: url.pathExtension).flatMap { found in
            Kind.readableContentTypes.first { found.conforms(to: $0) }.map { _ in found }
        } ?? Kind.readableContentTypes.first ?? .data
        return try Kind.read(.init(contentType: type, file: file))
    }

    /// The type a document is written as: its file's extension's, when writable, else the
    /// first writable type.
    static func writableType(for url: URL?) -> UTType {
        if let url, let found = UTType(filenameExtension: url.pathExtension),
           Kind.writableContentTypes.contains(where: { found.conforms(to: $0) }) {
            return found
        }
        return Kind.writableContentTypes.first ?? .data
    }

    var body: some View {
        content
            .fileImporter(isPresented: $choosing, allowedContentTypes: Kind.readableContentTypes) { result in
                guard case .success(let url) = result else { return }
                do {
                    document = try Self.read(url)
                    fileURL = url
                    failure = nil
                } catch {
                    failure = "Cannot open \(url.lastPathComponent): \(error)"
                }
            }
            ._fileExporter(isPresented: $saving, contentType: Self.writableType(for: nil), defaultFilename: nil,
                           write: { [document] url in
                               guard let document else { return }
                               try Self.write(document, to: url)
                           }) { result in
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
            editor(Binding(get: { document }, set: { self.document = $0 }), fileURL, isEditable)
        } else if let failure {
            Text(failure)
        } else {
            Text("No document").foregroundStyle(.secondary)
        }
    }

    /// Writes `document` at `url`, as its extension's type.
    static func write(_ document: Document, to url: URL) throws {
        try Kind.file(of: document, as: writableType(for: url)).write(to: url, options: .atomic, originalContentsURL: nil)
    }

    /// Writes the document to its file, or asks where first.
    private func save() {
        guard let document else { return }
        guard let fileURL else {
            saving = true
            return
        }
        do {
            try Self.write(document, to: fileURL)
        } catch {
            saveError = "\(error)"
        }
    }
}
