import Foundation
import UniformTypeIdentifiers

/// A representation of a `Codable` value as its encoding, of a uniform type, as in SwiftUI
/// (SHR2, UTI1): shared as its JSON text.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var title: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .note)
///     }
/// }
/// ```
///
/// A terminal shares text: the value encoded with `JSONEncoder` (keys sorted), whatever the
/// encoder given — a value that does not encode gives no text (the next representation's, or
/// the value described).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation where Encoder.Output == Data, Decoder.Input == Data {
    /// The type of the encoded data.
    let contentType: UTType

    /// Encodes values (of `itemType`) as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
    }

    /// Encodes values of `itemType` as `contentType` with `encoder` (decoding, never needed:
    /// a terminal receives no drops, with `decoder`).
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }

    /// The JSON text of `item`.
    public func _sharedText(of item: Item) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(item)).flatMap { String(data: $0, encoding: .utf8) }
    }
}

/// A representation of a value as data of a uniform type, made by a function, as in SwiftUI
/// (SHR2, UTI1). Its export is asynchronous, which a terminal's sharing is not: it gives no
/// text (the next representation's, or the value described).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The type of the data.
    let contentType: UTType

    /// Data of `contentType`, exported with `exporting` and imported with `importing`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }

    /// Data of `exportedContentType`, exported with `exporting`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType
    }

    /// Data of `importedContentType`, imported with `importing` (a terminal receives no drops).
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType
    }
}

/// A representation of a value as a file of a uniform type, as in SwiftUI (SHR2, UTI1). Its
/// export is asynchronous: it gives no text (the next representation's, or the value described).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// The type of the file.
    let contentType: UTType

    /// A file of `contentType`, exported with `exporting` and imported with `importing`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
    }

    /// A file of `exportedContentType`, exported with `exporting`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = exportedContentType
    }

    /// A file of `importedContentType`, imported with `importing`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = importedContentType
    }
}

/// A file a ``FileRepresentation`` exports, as in SwiftUI.
public struct SentTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether the receiver may open the file where it is.
    public let allowAccessingOriginalFile: Bool

    /// The file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a ``FileRepresentation`` imports, as in SwiftUI.
public struct ReceivedTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether `file` is the original, not a copy.
    public let isOriginalFile: Bool
}
