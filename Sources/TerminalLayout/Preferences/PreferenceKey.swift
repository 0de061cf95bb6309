/// A named value produced by a view, which its ancestors read combined
/// with the values of the other views under them (rule PREF1).
///
/// As in SwiftUI:
///
/// ```swift
/// struct WidestKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
///
/// VStack { rows }
///     .onPreferenceChange(WidestKey.self) { widest = $0 }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a view that has none of its own and none under it.
    static var defaultValue: Value { get }

    /// Combines the value so far with the next view's, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`: a key whose value is optional needs no `defaultValue` of its
    /// own, as in SwiftUI (PREF1).
    public static var defaultValue: Value { nil }
}
