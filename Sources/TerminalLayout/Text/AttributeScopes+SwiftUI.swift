import Foundation

/// SwiftUI's attributes of an `AttributedString` (`AttributeScopes.SwiftUIAttributes`), so
/// that `string[range].foregroundColor = .red` and `string.font = .headline` compile as they do
/// with SwiftUI (TXT5).
///
/// ```swift
/// var greeting = AttributedString("Hello, world")
/// greeting.foregroundColor = .green
/// Text(greeting)                        // green: one colour for every run
/// ```
///
/// A `Text` here has one style (T1): `Text(_: AttributedString)` draws its characters in the
/// foreground colour its runs share, when they all have the same one; the other attributes are
/// kept in the string and not drawn.
extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an attributed string, with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font (`AttributeScopes.SwiftUIAttributes.FontAttribute`).
        public let font: FontAttribute
        /// The text's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space between characters, kerned.
        public let kern: KerningAttribute
        /// Extra space between characters.
        public let tracking: TrackingAttribute
        /// The text's vertical offset from its baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`, `inlinePresentationIntent`, …).
        public let foundation: FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The colour of a run's characters.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A line through a run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A line under a run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Kerning of a run, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Tracking of a run, in points.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// The baseline offset of a run, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes (`AttributedString(…, including: \.swiftUI)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.foregroundColor`, `string[range].font`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
