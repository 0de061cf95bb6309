/// The text size the user asked for, in UIKit's older names (SwiftUI's
/// `ContentSizeCategory`, deprecated for `DynamicTypeSize`), read from
/// `EnvironmentValues.sizeCategory`.
///
/// It is `dynamicTypeSize` under other names: setting either sets the other
/// (`.extraSmall` is `.xSmall`, …, `.accessibilityExtraExtraExtraLarge` is
/// `.accessibility5`). As `DynamicTypeSize`, it changes nothing on screen;
/// it is carried for views of your own to read (APR1).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of `dynamicTypeSize` (every size has one).
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) else { return nil }
        self = ContentSizeCategory.allCases[index]
    }
}

extension DynamicTypeSize {
    /// The size of `sizeCategory` (every category has one).
    public init?(_ sizeCategory: ContentSizeCategory) {
        guard let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[index]
    }
}

extension EnvironmentValues {
    /// The text size asked for, as a `ContentSizeCategory`: `dynamicTypeSize`
    /// under its older names (`.large` unless set); setting it sets
    /// `dynamicTypeSize` (APR1).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}
