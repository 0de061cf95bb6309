import Foundation
import UniformTypeIdentifiers

/// A document a file holds, read and written as a value, as in SwiftUI (FILE4): what
/// `fileExporter` writes.
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String = "") { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes (the readable ones by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// The file that holds the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document a file holds, as an observable object with snapshots to write, as in SwiftUI
/// (FILE4).
public protocol ReferenceFileDocument: ObservableObject {
    /// What the document writes: a copy of its contents.
    associatedtype Snapshot
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes (the readable ones by default).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// A copy of the contents to write as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file that holds `snapshot`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads itself from, as in SwiftUI.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// Internal (the package reads documents).
    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes itself for, as in SwiftUI.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file the document was read from or last written to, if any.
    public let existingFile: FileWrapper?

    /// Internal (the package writes documents).
    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
