/// The text size the user asked for (SwiftUI's `DynamicTypeSize`), read
/// from `EnvironmentValues.dynamicTypeSize`.
///
/// A terminal draws text in its own cells at one size, so the size set
/// changes nothing on screen; it is carried by the environment (`.large`
/// unless set), so a view of your own can read it and lay out differently.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The text size asked for (`dynamicTypeSize(_:)`); `.large` unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the text size of this view (`EnvironmentValues.dynamicTypeSize`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of this view within `range`: the size above is
    /// clamped into it (`EnvironmentValues.dynamicTypeSize`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            size = Swift.min(Swift.max(size, lowest), highest)
        }
    }
}
