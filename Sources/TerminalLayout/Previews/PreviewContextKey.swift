/// A key of a ``PreviewContext`` value, as in SwiftUI (PRV1).
public protocol PreviewContextKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when the context sets none.
    static var defaultValue: Value { get }
}
