/// A key for a value in `EnvironmentValues`, as in SwiftUI.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value where nothing above a view set one.
    static var defaultValue: Value { get }
}
