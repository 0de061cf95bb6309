import Foundation

#if !canImport(CoreText)
extension AttributedString {
    /// The distance between the baselines of two lines of a paragraph (iOS 26), as CoreText's
    /// `AttributedString.LineHeight` — which Linux lacks (TXT6).
    public struct LineHeight: Hashable, Sendable, Codable {
        enum Kind: Hashable, Sendable, Codable { case variable, normal, tight, loose, multiple, leading, exact }
        let kind: Kind
        let value: CGFloat

        /// As the fonts in use have it.
        public static var variable: LineHeight { LineHeight(kind: .variable, value: 0) }
        /// A multiple of the point size perceived as normal.
        public static var normal: LineHeight { LineHeight(kind: .normal, value: 0) }
        /// A multiple of the point size perceived as tight.
        public static var tight: LineHeight { LineHeight(kind: .tight, value: 0) }
        /// A multiple of the point size perceived as loose.
        public static var loose: LineHeight { LineHeight(kind: .loose, value: 0) }
        /// The largest point size times `factor`.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(kind: .multiple, value: factor) }
        /// The fonts' own line height and `increase` points more.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(kind: .leading, value: increase) }
        /// Exactly `points`.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(kind: .exact, value: points) }
    }
}
#endif

private struct LineHeightKey: EnvironmentKey {
    static let defaultValue: AttributedString.LineHeight? = nil
}

extension EnvironmentValues {
    /// The line height text under this environment asks for (`lineHeight(_:)`; `nil`: chosen by
    /// context). A terminal's lines are one row apart whatever it says (TXT6).
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the line height of the text under this view (iOS 26): kept in the environment; the
    /// lines are drawn one row apart as ever (TXT6).
    public consuming func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environment(\.lineHeight, lineHeight)
    }
}
