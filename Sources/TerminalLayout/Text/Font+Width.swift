import Foundation

extension Font {
    /// A font's width (SwiftUI's `Font.Width`): how wide its characters
    /// are drawn. A terminal draws every character in whole cells of its one
    /// typeface, so every width draws the same (APR1); the value is kept.
    public struct Width: Hashable, Sendable {
        /// The width's value: below 0 narrower than standard, above 0 wider (the
        /// named widths' values are chosen here: SwiftUI does not document them).
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// This font at `width`: every character still takes whole cells, so the
    /// font is drawn as it is (APR1).
    public func width(_ width: Font.Width) -> Font { self }
}

extension Text {
    /// This text at `width`: drawn in whole cells as it is (APR1).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

nonisolated extension View {
    /// Text below this view at `width`: drawn in whole cells as it is (APR1).
    public consuming func fontWidth(_ width: Font.Width?) -> some View { self }
}
