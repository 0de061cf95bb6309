/// A context a preview is shown in, read by ``PreviewContextKey`` keys, as
/// in SwiftUI (PRV1).
public protocol PreviewContext {
    /// The context's value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}
