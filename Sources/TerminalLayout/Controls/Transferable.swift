import Foundation

/// A type whose values can be shared, dragged or copied, as in SwiftUI's Core Transferable
/// (SHR2): what ``ShareLink`` shares.
///
/// ```swift
/// struct Note: Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// A terminal shares text: a value's text is what its representation's first
/// ``ProxyRepresentation`` exports, as text in turn (`String` itself, a `URL`'s absolute
/// string); a ``CodableRepresentation`` shares the value's JSON; a value with none is
/// described (`String(describing:)`). ``DataRepresentation`` and ``FileRepresentation`` export
/// asynchronously and give no text here.
public protocol Transferable {
    /// The type of the representation.
    associatedtype Representation: TransferRepresentation

    /// How values of this type are transferred.
    @TransferRepresentationBuilder<Self>
    static var transferRepresentation: Representation { get }
}

/// One way of transferring values of a ``Transferable`` type (SHR2).
public protocol TransferRepresentation<Item> {
    /// The type transferred.
    associatedtype Item: Transferable

    /// The text `item` is shared as, if this representation gives one (internal to the
    /// package: a terminal shares text).
    func _sharedText(of item: Item) -> String?
}

extension TransferRepresentation {
    /// No text: the next representation's, or the item described.
    public func _sharedText(of item: Item) -> String? { nil }
}

/// Builds a ``Transferable`` type's representations, first preferred (SHR2).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// One representation of `Item`.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// The first representation.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item {
        first
    }

    /// The representations so far, then `next`.
    public static func buildPartialBlock<A: TransferRepresentation, N: TransferRepresentation>(
        accumulated: A, next: N
    ) -> _TransferRepresentationPair<A, N> where A.Item == Item, N.Item == Item {
        _TransferRepresentationPair(first: accumulated, second: next)
    }
}

/// Two representations, the first preferred (what ``TransferRepresentationBuilder`` makes).
public struct _TransferRepresentationPair<First: TransferRepresentation, Second: TransferRepresentation>: TransferRepresentation
where First.Item == Second.Item {
    public typealias Item = First.Item
    let first: First
    let second: Second

    /// The first one's text, else the second one's.
    public func _sharedText(of item: Item) -> String? {
        first._sharedText(of: item) ?? second._sharedText(of: item)
    }
}

/// A representation of a value through another ``Transferable`` value, as in SwiftUI (SHR2).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (Item) throws -> ProxyRepresentation

    /// A representation exporting each value as the proxy `exporting` gives.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
    }

    /// A representation exporting with `exporting` and importing with `importing` (never
    /// called: a terminal receives no drops).
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
    }

    /// The proxy's text (`nil` when exporting throws).
    public func _sharedText(of item: Item) -> String? {
        (try? exporting(item)).map(sharedText(of:))
    }
}

/// The text a terminal shares `item` as (SHR2).
func sharedText<T: Transferable>(of item: T) -> String {
    // The builder makes representations of `T` itself; the cast only names that.
    if let item = item as? T.Representation.Item, let text = T.transferRepresentation._sharedText(of: item) { return text }
    return String(describing: item)
}

/// A representation giving a value's text directly: the built-in types' (SHR2).
public struct _TextTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let text: (Item) -> String?

    /// The text `text` gives.
    public func _sharedText(of item: Item) -> String? { text(item) }
}

extension String: Transferable {
    /// The string itself.
    public static var transferRepresentation: _TextTransferRepresentation<String> {
        _TextTransferRepresentation { $0 }
    }
}

extension URL: Transferable {
    /// The URL's absolute string.
    public static var transferRepresentation: _TextTransferRepresentation<URL> {
        _TextTransferRepresentation { $0.absoluteString }
    }
}

extension AttributedString: Transferable {
    /// The characters, without attributes.
    public static var transferRepresentation: _TextTransferRepresentation<AttributedString> {
        _TextTransferRepresentation { String($0.characters) }
    }
}

extension Data: Transferable {
    /// The bytes as UTF-8 text, or their count when they are not.
    public static var transferRepresentation: _TextTransferRepresentation<Data> {
        _TextTransferRepresentation { String(data: $0, encoding: .utf8) ?? "\($0.count) bytes" }
    }
}

extension Image: Transferable {
    /// A placeholder: a terminal cannot share an image's pixels.
    public static var transferRepresentation: _TextTransferRepresentation<Image> {
        _TextTransferRepresentation { _ in "(image)" }
    }
}

extension Color: Transferable {
    /// The colour's description (its name, or `rgb(r, g, b)`): SwiftUI's `Color` is
    /// transferable (iOS 16), for `draggable` and `dropDestination`.
    public static var transferRepresentation: _TextTransferRepresentation<Color> {
        _TextTransferRepresentation { $0.description }
    }
}

extension Never: Transferable {
    /// None (there are no values).
    public static var transferRepresentation: _TextTransferRepresentation<Never> {
        _TextTransferRepresentation { _ in nil }
    }
}
