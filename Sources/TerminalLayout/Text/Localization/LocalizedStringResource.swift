import Foundation

/// A reference to a localized string, resolved when shown (Foundation's
/// `LocalizedStringResource`, which Linux's Foundation lacks; LOC1).
///
/// ```swift
/// Text(LocalizedStringResource("Welcome"))
/// Label(LocalizedStringResource("Inbox"), systemImage: "tray")
/// ```
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
                                       CustomStringConvertible {
    /// The key looked up.
    public var key: String
    /// What is shown when the table has no entry for the key.
    public var defaultValue: String.LocalizationValue
    /// The table looked in (`nil`: `Localizable`).
    public var table: String?
    /// The locale to show it in.
    public var locale: Locale
    /// The bundle looked in.
    public var bundle: BundleDescription

    /// Where a resource's table is.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle, if it can be opened.
        var bundle: Bundle? {
            switch self {
            case .main: .main
            case .atURL(let url): Bundle(url: url)
            }
        }
    }

    /// A resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource of `key`, shown as `defaultValue` when the table has no entry.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string it resolves to.
    public var description: String { String(localized: self) }
}
