/// The iOS 18 tab view style that becomes a sidebar where there is room, as SwiftUI's
/// `SidebarAdaptableTabViewStyle` (`.sidebarAdaptable`).
///
/// A terminal's tab view shows its bar of one row whatever the style, as an iPhone shows
/// the compact tab bar: the sections' tabs in it, flattened (TAB1, PLAT1).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room; in a terminal, the bar (TAB1).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
