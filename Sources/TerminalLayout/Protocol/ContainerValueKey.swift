/// A key for a value in ``ContainerValues``, which a view carries for its
/// container to read, as in SwiftUI (iOS 18).
///
/// ```swift
/// private struct RankKey: ContainerValueKey { static let defaultValue = 0 }
/// extension ContainerValues {
///     var rank: Int {
///         get { self[RankKey.self] }
///         set { self[RankKey.self] = newValue }
///     }
/// }
/// // or, the same in one line: extension ContainerValues { @Entry var rank = 0 }
/// ```
public protocol ContainerValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a view has when it sets none.
    static var defaultValue: Value { get }
}
