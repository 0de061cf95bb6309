/// When a tab bar shrinks as content scrolls (iOS 26), for `tabBarMinimizeBehavior(_:)`:
/// accepted; a terminal's tab row keeps its size (PLAT2).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Shrinks when content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Shrinks when content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never shrinks.
    public static let never = TabBarMinimizeBehavior(name: "never")
}
