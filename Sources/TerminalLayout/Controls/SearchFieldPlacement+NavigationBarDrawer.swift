extension SearchFieldPlacement {
    /// When a search field in the navigation bar's drawer shows, as in SwiftUI (SRC1: in a
    /// terminal the field is always above the content).
    public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
        let name: String
        /// As the platform decides: on iOS, shown until the content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    /// In the navigation bar's drawer, shown as `displayMode` says (SRC1: above the content,
    /// as every placement).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
    }
}
