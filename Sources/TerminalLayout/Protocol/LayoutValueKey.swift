/// A key for a value that a view stores for its layout container to read
/// through `LayoutSubview` (L10).
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("A").layoutValue(key: Rank.self, value: 3)
/// // in a Layout: subviews[0][Rank.self] == 3
/// ```
public protocol LayoutValueKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value a subview has when it sets none.
    static var defaultValue: Value { get }
}
