/// How a scroll view's edge fades content under bars (iOS 26), for
/// `scrollEdgeEffectStyle(_:for:)`: accepted; cells do not fade (PLAT2).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A hard edge.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A soft, blurred edge.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}
