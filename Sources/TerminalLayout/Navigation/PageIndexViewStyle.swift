/// A page index of dots, as in SwiftUI's paged `TabView` (accepted, PLAT1).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the index has a background behind its dots.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let name: String
        /// As the platform decides.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Only while the index is being touched.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    /// The background mode given (kept; nothing is drawn differently).
    let backgroundDisplayMode: BackgroundDisplayMode

    /// The style, its background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// A page index of dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// A page index of dots, its background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
