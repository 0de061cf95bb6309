extension Text {
    /// A scale to draw text at (SwiftUI's `Text.Scale`, `textScale(_:isEnabled:)`).
    /// Text is drawn one character a cell whatever the scale (APR1).
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool

        /// The default scale.
        public static let `default` = Scale(isSecondary: false)
        /// A smaller scale, for text secondary to the text around it.
        public static let secondary = Scale(isSecondary: true)
    }

    /// This text at `scale`: drawn in whole cells as it is (APR1).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
    /// Text below this view at `scale`: drawn in whole cells as it is (APR1).
    public consuming func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
