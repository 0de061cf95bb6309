import Foundation
import Synchronization

/// A uniform type identifier: what kind of data a file or a value is, as in Apple's
/// `UniformTypeIdentifiers`, for Linux (UTI1).
///
/// ```swift
/// extension UTType {
///     static let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
/// }
/// UTType(filenameExtension: "png") == .png        // true
/// UTType.note.conforms(to: .text)                  // true: json conforms to text
/// ```
///
/// The system's types are the common ones Apple declares, with their supertypes, file name
/// extensions and MIME types (``UTType`` static members); types an app declares with
/// `init(exportedAs:conformingTo:)` or `init(importedAs:conformingTo:)` are known by their
/// identifier afterwards. A tag no declared type has makes a dynamic type (`dyn.…`), as on
/// Apple platforms.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    /// A type known by `identifier`.
    fileprivate init(known identifier: String) {
        self.identifier = identifier
    }

    /// The declared type with `identifier`, or `nil` when no type has it.
    public init?(_ identifier: String) {
        guard UTTypeRegistry.declaration(of: identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// The declared type whose file name extensions include `filenameExtension` and that
    /// conforms to `supertype`; a dynamic type when none does; `nil` for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The declared type whose MIME types include `mimeType` and that conforms to
    /// `supertype`; a dynamic type when none does.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The declared type with `tag` in `tagClass` that conforms to `supertype` (if given);
    /// a dynamic type when none does; `nil` for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        let wanted = tagClass == .filenameExtension ? tag.lowercased() : tag.lowercased()
        if let found = UTTypeRegistry.first(where: { declaration in
            (declaration.tags[tagClass] ?? []).contains { $0.lowercased() == wanted }
                && (supertype.map { UTType(known: declaration.identifier).conforms(to: $0) } ?? true)
        }) {
            self.identifier = found.identifier
            return
        }
        // A dynamic type names its tag; it conforms to the supertype asked for.
        let identifier = "dyn.\(tagClass.rawValue.replacingOccurrences(of: ".", with: "-")).\(wanted)"
        UTTypeRegistry.declare(UTTypeDeclaration(identifier: identifier, conformsTo: supertype.map { [$0.identifier] } ?? [],
                                                 tags: [tagClass: [tag]], description: nil, isDynamic: true, isSystem: false))
        self.identifier = identifier
    }

    /// A type the app declares and owns (its Info.plist's exported type on Apple platforms):
    /// known by `identifier` from now on.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        UTTypeRegistry.declareIfNew(UTTypeDeclaration(identifier: identifier, conformsTo: [(parentType ?? .data).identifier],
                                                      tags: [:], description: nil, isDynamic: false, isSystem: false))
        self.identifier = identifier
    }

    /// A type another app owns that this one uses (an imported type): known by `identifier`
    /// from now on.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    // MARK: What the type is

    private var declaration: UTTypeDeclaration? { UTTypeRegistry.declaration(of: identifier) }

    /// The first file name extension of the type, without the dot.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The first MIME type of the type.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// The type's tags by class.
    public var tags: [UTTagClass: [String]] { declaration?.tags ?? [:] }

    /// A description of the type, such as "PNG image".
    public var localizedDescription: String? { declaration?.description }

    /// The version of the type's declaration (none here).
    public var version: Int? { nil }

    /// A URL describing the type (none here).
    public var referenceURL: URL? { nil }

    /// Whether the type is declared (by the system or the app) rather than dynamic.
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type was made from a tag no declared type has.
    public var isDynamic: Bool { declaration?.isDynamic ?? identifier.hasPrefix("dyn.") }

    /// Whether the system declares the type.
    public var isSystemDeclared: Bool { declaration?.isSystem ?? false }

    /// Whether the type is one of the `public.` types.
    public var isPublicType: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, but itself: its parents, theirs, and so on.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = declaration?.conformsTo ?? []
        while let next = pending.popLast() {
            guard found.insert(UTType(known: next)).inserted else { continue }
            pending += UTTypeRegistry.declaration(of: next)?.conformsTo ?? []
        }
        return found
    }

    /// Whether the type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool {
        self != type && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    /// The identifier.
    public var description: String { identifier }

    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "no description"))" }

    // MARK: Codable: the identifier

    public init(from decoder: any Decoder) throws {
        identifier = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// A system type (the static members), declared on first use.
    static func system(_ identifier: String) -> UTType {
        UTTypeRegistry.ensureSystemTypes()
        return UTType(known: identifier)
    }
}

/// A kind of tag a type has: a file name extension or a MIME type (UTI1).
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// File name extensions, without the dot (`png`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// Internal: one declared type.
struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let tags: [UTTagClass: [String]]
    let description: String?
    let isDynamic: Bool
    let isSystem: Bool
}

/// Internal: the process's declared types — the system's (declared on first use) and the app's.
enum UTTypeRegistry {
    private static let table = Mutex<(order: [String], byID: [String: UTTypeDeclaration])>(([], [:]))
    private static let systemDeclared = Mutex(false)

    static func ensureSystemTypes() {
        systemDeclared.withLock { done in
            guard !done else { return }
            for declaration in SystemTypes.all { declareIfNew(declaration) }
            done = true
        }
    }

    static func declaration(of identifier: String) -> UTTypeDeclaration? {
        ensureSystemTypes()
        return table.withLock { $0.byID[identifier] }
    }

    /// The first declared type, in declaration order (the system's first), `predicate` accepts.
    static func first(where predicate: (UTTypeDeclaration) -> Bool) -> UTTypeDeclaration? {
        ensureSystemTypes()
        let declarations = table.withLock { table in table.order.compactMap { table.byID[$0] } }
        return declarations.first { !$0.isDynamic && predicate($0) }
    }

    static func declare(_ declaration: UTTypeDeclaration) {
        table.withLock { table in
            if table.byID[declaration.identifier] == nil { table.order.append(declaration.identifier) }
            table.byID[declaration.identifier] = declaration
        }
    }

    static func declareIfNew(_ declaration: UTTypeDeclaration) {
        table.withLock { table in
            guard table.byID[declaration.identifier] == nil else { return }
            table.order.append(declaration.identifier)
            table.byID[declaration.identifier] = declaration
        }
    }
}
