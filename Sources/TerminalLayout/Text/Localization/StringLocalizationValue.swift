import Foundation

extension String {
    /// A string to localize with its interpolations (Foundation's `String.LocalizationValue`,
    /// which Linux's Foundation lacks; LOC1): the key is its literal text with `%@` where each
    /// value goes, the default value its text with the values written in.
    ///
    /// ```swift
    /// let greeting = String(localized: "Hello, \(name)!")   // key "Hello, %@!"
    /// ```
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key: the literal parts, `%@` for each interpolated value.
        let key: String
        /// The text with the values written in.
        let rendered: String
        /// Whether any value was interpolated.
        let hasArguments: Bool

        /// A value of `value`, with no interpolations.
        public init(_ value: String) {
            key = value
            rendered = value
            hasArguments = false
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            rendered = stringInterpolation.rendered
            hasArguments = stringInterpolation.hasArguments
        }

        /// The parts of a localized string as its literal is read.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var rendered = ""
            var hasArguments = false

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                // A literal `%` is `%%` in a format key.
                key += literal.replacingOccurrences(of: "%", with: "%%")
                rendered += literal
            }

            /// Writes in a value as its description.
            public mutating func appendInterpolation<T>(_ value: T) {
                append(String(describing: value))
            }

            /// Writes in a string.
            public mutating func appendInterpolation(_ string: String) {
                append(string)
            }

            /// Writes in a value formatted by `format`.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
                append(format.format(input))
            }

            private mutating func append(_ text: String) {
                key += "%@"
                rendered += text
                hasArguments = true
            }
        }
    }

    /// The localization of `keyAndValue` in `table` of `bundle` (the main bundle's
    /// `Localizable` table by default), else its default value (LOC1).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(key: keyAndValue.key, defaultValue: keyAndValue, table: table, bundle: bundle)
    }

    /// The localization of `key` in `table` of `bundle`, else `defaultValue` (LOC1).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(key: key.description, defaultValue: defaultValue, table: table, bundle: bundle)
    }

    /// The localization `resource` names (LOC1).
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(key: resource.key, defaultValue: resource.defaultValue, table: resource.table,
                              bundle: resource.bundle.bundle)
    }

    /// `key` looked up in the bundle's table; a value with interpolations, or a key the
    /// table does not have, is the default value with its values written in.
    static func localized(key: String, defaultValue: LocalizationValue, table: String?, bundle: Bundle?) -> String {
        guard !defaultValue.hasArguments else { return defaultValue.rendered }
        return (bundle ?? .main).localizedString(forKey: key, value: defaultValue.rendered, table: table)
    }
}

extension AttributedString {
    /// The localization of `keyAndValue`, as `String(localized:…)` finds it, as an attributed
    /// string without attributes (LOC1).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init(String(localized: keyAndValue, table: table, bundle: bundle, locale: locale, comment: comment))
    }
}
