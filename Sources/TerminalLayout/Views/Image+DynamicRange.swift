extension Image {
    /// How much brighter than white an image may draw, as in SwiftUI
    /// (iOS 17): accepted — a terminal has one range (IMG4).
    public struct DynamicRange: Hashable, Sendable {
        private let name: String

        /// The standard range.
        public static let standard = DynamicRange(name: "standard")
        /// Some extended range, for high-range content next to standard content.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// An unrestricted extended range.
        public static let high = DynamicRange(name: "high")
    }

    /// The image with an allowed dynamic range: the same image in cells (IMG4).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }
}

extension EnvironmentValues {
    /// The dynamic range images below may draw in (`allowedDynamicRange(_:)`;
    /// `nil`, the default, for each image's own). Nothing in cells reads it (IMG4).
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

/// Internal: the key of `EnvironmentValues.allowedDynamicRange`.
private enum AllowedDynamicRangeKey: EnvironmentKey {
    static var defaultValue: Image.DynamicRange? { nil }
}

nonisolated extension View {
    /// Sets the dynamic range the images below may draw in: their layout
    /// and drawing are unchanged (IMG4).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
