import Foundation

/// UIKit's font, for SwiftUI code that names one — in a navigation bar's or a segmented
/// control's title attributes (`[.font: UIFont.systemFont(ofSize: 20, weight: .bold)]`), or
/// as a SwiftUI font, `Font(UIFont.preferredFont(forTextStyle: .body))` (UIK2).
///
/// A terminal has one font in one size: a `UIFont` keeps its name, size and weight, and
/// what a terminal can show of it is its weight — bold from `.semibold` up, as SwiftUI's
/// `Font` (TXT): `Font(uiFont)` is `Font.system(size:weight:)` of the same size and weight.
open class UIFont: NSObject, @unchecked Sendable {
    /// A font's weight, as UIKit spells it (−1 … 1).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest this one.
        var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy),
                                                   (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// A text style of Dynamic Type, with iOS's default size and weight for it.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title (34).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1 (28).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2 (22).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3 (20).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline (17, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline (15).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body (17).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout (16).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote (13).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1 (12).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2 (11).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's default size and weight of the style (at the default Dynamic Type size).
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font's name.
    public let fontName: String
    /// The font's family's name.
    public let familyName: String
    /// The font's size, in points.
    public let pointSize: CGFloat
    /// The font's weight.
    let weight: Weight

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.weight = weight
        super.init()
    }

    /// The font named `fontName` at `fontSize`: a terminal shows every font in its own, so
    /// any name is found; a name that says "Bold", "Heavy" or "Black" is of that weight
    /// ("Semibold" too).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let weight: Weight
        if fontName.localizedCaseInsensitiveContains("black") { weight = .black }
        else if fontName.localizedCaseInsensitiveContains("heavy") { weight = .heavy }
        else if fontName.localizedCaseInsensitiveContains("semibold") { weight = .semibold }
        else if fontName.localizedCaseInsensitiveContains("bold") { weight = .bold }
        else { weight = .regular }
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: weight)
    }

    /// The system font at `fontSize`, of `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", familyName: ".SF UI", pointSize: fontSize, weight: weight)
    }

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` (a terminal's cells show it upright).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The monospaced system font at `fontSize`, of `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono", familyName: ".SF Mono", pointSize: fontSize, weight: weight)
    }

    /// The system font with digits of one width, at `fontSize`, of `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a Dynamic Type text style, at iOS's default size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// The size of the system font a label uses: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of the system font a button uses: 18.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the small system font: 12.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight)
    }

    /// Whether a terminal draws the font bold: its weight is semibold or heavier.
    var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }
}

extension Font {
    /// The SwiftUI font of a UIKit font: the system font of its size and weight (UIK2).
    public init(_ font: UIFont) {
        self = .system(size: font.pointSize, weight: font.weight.swiftUIWeight)
    }
}
