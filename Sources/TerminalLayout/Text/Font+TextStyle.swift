extension Font {
    /// A dynamic type style, as in SwiftUI: `Font.system(.headline)`,
    /// `@ScaledMetric(relativeTo: .body)`.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The font of this style.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The system font of a text style, with a design and weight; only the
    /// weight shows in a terminal.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        system(style.font, design: design, weight: weight)
    }

    /// A font by name at a size: a terminal has one font, so the body's
    /// (FNT1).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        .system(size: size)
    }

    /// A font by name at a size that scales with `textStyle`: the style's
    /// font (FNT1).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        textStyle.font
    }

    /// A font by name at a fixed size: the body's (FNT1).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        .system(size: fixedSize)
    }
}

/// A length that scales with the user's text size, as in SwiftUI:
/// `@ScaledMetric var iconSize = 20`. A terminal's text has one size, so
/// the value is the one given (FNT1).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// The length.
    public let wrappedValue: Value

    /// A length scaled as body text is.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A length scaled as `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}

extension ScaledMetric: Sendable where Value: Sendable {}
