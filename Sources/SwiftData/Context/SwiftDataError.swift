/// Why a store could not be read or written.
public struct SwiftDataError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words.
    public let description: String

    /// A property whose type is neither `Codable` nor a model (or models) cannot be saved.
    static func unsupportedType(entity: String, property: String, type: String) -> SwiftDataError {
        SwiftDataError(description: "SwiftData cannot store \(entity).\(property) of type \(type): "
            + "attributes are stored when their type is Codable, relationships when they hold models "
            + "(a model, an optional model or an array of models); mark the property @Transient to keep it in memory only")
    }

    /// A stored record lacks a non-optional property (the model gained it since the save).
    static func missingValue(entity: String, property: String) -> SwiftDataError {
        SwiftDataError(description: "SwiftData: the store has a \(entity) without a value for '\(property)', "
            + "which is not optional (a property added since the store was saved needs an optional type)")
    }

    /// The store's file cannot be read as one.
    static func unreadableStore(_ url: URL, _ error: any Error) -> SwiftDataError {
        SwiftDataError(description: "SwiftData cannot read the store at \(url.path): \(error)")
    }

    /// The store's configuration does not allow saving.
    static let saveNotAllowed = SwiftDataError(description: "SwiftData: this container's configuration does not allow saving")
}
