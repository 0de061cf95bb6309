import Foundation

/// The key of a string a view shows, as in SwiftUI: what a string literal passed to `Text`,
/// `Button` and the other titled views becomes (TXT1).
///
/// ```swift
/// Text("Progress: \(fraction * 100, specifier: "%.0f")%")
/// Text("Total: \(price, format: .number.precision(.fractionLength(2)))")
/// ```
///
/// A terminal app is not localised through a bundle's tables: the key's text is shown as
/// written, its interpolations formatted — a value as `String(describing:)`, `specifier:`
/// as `String(format:)` does, `format:` by the format style, a `Text` by its characters.
/// Inline Markdown in the key — `**strong**`, `*emphasis*`, `` `code` ``, `[links](url)` — is
/// shown as SwiftUI shows it, without the markup (TXT7); a key strong throughout is bold.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    let text: String
    /// Whether its Markdown makes all of it strong (TXT7).
    let isBold: Bool

    /// A key whose text is `value` (its Markdown rendered, TXT7).
    public init(_ value: String) {
        guard InlineMarkdown.mayHaveMarkup(value) else {
            self.init(rendered: InlineMarkdown.Rendered(text: value, isBold: false))
            return
        }
        self.init(rendered: InlineMarkdown.render(value.map { InlineMarkdown.Unit(character: $0, isMarkup: true) }))
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from an interpolated string literal: Markdown in its literal parts only.
    public init(stringInterpolation: StringInterpolation) {
        let interpolation = stringInterpolation
        guard interpolation.literalsMayHaveMarkup else {
            self.init(rendered: InlineMarkdown.Rendered(text: interpolation.text, isBold: false))
            return
        }
        // Characters of values that could be read as markup are kept from it; the others
        // cannot be markup anyway.
        var units = interpolation.text.map { InlineMarkdown.Unit(character: $0, isMarkup: true) }
        for range in interpolation.valueRanges {
            for i in range where i < units.count { units[i].isMarkup = false }
        }
        self.init(rendered: InlineMarkdown.render(units))
    }

    private init(rendered: InlineMarkdown.Rendered) {
        text = rendered.text
        isBold = rendered.isBold
    }

    /// The parts of an interpolated key, formatted as they are appended.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The characters.
        var text = ""
        /// Whether a literal part has a character Markdown could use (TXT7).
        var literalsMayHaveMarkup = false
        /// Where the values that have such characters are, in characters: never markup.
        var valueRanges: [Range<Int>] = []

        /// Appends an interpolated value's characters (never markup).
        private mutating func appendValue(_ string: String) {
            if InlineMarkdown.mayHaveMarkup(string) {
                let start = text.count
                valueRanges.append(start..<(start + string.count))
            }
            text += string
        }

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literalsMayHaveMarkup && InlineMarkdown.mayHaveMarkup(literal) { literalsMayHaveMarkup = true }
            text += literal
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// Appends any value: a number as SwiftUI's default specifier for its type formats it
        /// (integers by their digits; `Double` and `CGFloat` as `"%lf"`, `Float` as `"%f"`: six
        /// decimals, `Text("\(1.5)")` shows "1.500000" as in SwiftUI), a `Text` (also one a
        /// view modifier returned) by its characters, anything else as `String(describing:)`
        /// shows it (TXT1).
        public mutating func appendInterpolation<T>(_ value: T) {
            if T.self == Int.self {
                // The most common value, without `String(describing:)`'s dynamic casts
                // (≈ 2,000 instructions; a lazy grid of `Text("cell \(i)")` spent an eighth of a
                // frame in them). Digits and `-` are never markup.
                text += String(unsafeBitCast(value, to: Int.self))
            } else if T.self == Double.self {
                text += String(format: "%lf", unsafeBitCast(value, to: Double.self))
            } else if T.self == CGFloat.self {
                text += String(format: "%lf", Double(unsafeBitCast(value, to: CGFloat.self)))
            } else if T.self == Float.self {
                text += String(format: "%f", Double(unsafeBitCast(value, to: Float.self)))
            } else if let styled = value as? Text {
                appendValue(styled.content)
            } else {
                appendValue(String(describing: value))
            }
        }

        /// Appends a number formatted by a `printf` specifier (`"%.1f"`, `"%d"`), as
        /// `String(format:)` formats it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// Appends a value formatted by a format style (`.number`, `.percent`, `.dateTime`…).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendValue(format.format(input))
        }

        /// Appends a text's characters (its styling is not kept).
        public mutating func appendInterpolation(_ text: Text) {
            appendValue(text.content)
        }

        /// Appends a value as `formatter` shows it (`"Due \(date, formatter: dateFormatter)"`);
        /// with no formatter, or one that cannot format it, as `String(describing:)` does.
        /// (SwiftUI asks for a `ReferenceConvertible` or an `NSObject`; Linux's `Date` is not
        /// `ReferenceConvertible`, so any value is taken.)
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendValue(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Appends a date in `style`, as `Text(_:style:)` shows it (TXT2).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendValue(Text.format(date, style: style, now: Date(), locale: .current, timeZone: .current))
        }

        /// Appends an attributed string's characters (its attributes are not kept, T1).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendValue(String(attributedString.characters))
        }
    }
}

extension Text {
    /// A text showing the key's characters, its interpolations formatted (TXT1). The table,
    /// bundle and comment are accepted for SwiftUI's signature; nothing is looked up.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
        if key.isBold { bolded = true }
    }

    /// A text showing `input` formatted by `format` (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension Button where Label == Text {
    /// A button titled by the key's text, performing `action`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a role titled by the key's text, performing `action`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by the key's text.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

nonisolated extension View {
    /// Sets the navigation title to the key's text (NAV1).
    public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: titleKey.text)
    }
}
