/// The iOS 18 tab view style that is always a tab bar, never a sidebar, as SwiftUI's
/// `TabBarOnlyTabViewStyle` (`.tabBarOnly`): the terminal's bar (TAB1, PLAT1).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar, never a sidebar: the terminal's bar (TAB1).
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
