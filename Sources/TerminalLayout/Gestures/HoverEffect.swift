/// An effect a view shows while a pointer hovers over it (SwiftUI's
/// `HoverEffect`, `hoverEffect(_:isEnabled:)`). A terminal app reads keys,
/// not a pointer: nothing ever hovers, so the view is drawn as it is (APR1).
public struct HoverEffect: Hashable, Sendable {
    let name: String

    /// The effect the system chooses.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifted, with a shadow.
    public static let lift = HoverEffect(name: "lift")
}

nonisolated extension View {
    /// Nothing hovers in a terminal: the view is drawn as it is (APR1).
    public consuming func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}
