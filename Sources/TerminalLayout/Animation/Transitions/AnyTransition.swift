/// How a view enters and leaves (SwiftUI's `transition(_:)`).
///
/// Accepted with SwiftUI's names so that code written for SwiftUI
/// compiles. In a terminal a view that is inserted appears at its frame at
/// once and a removed one is gone at once, also in an animated frame
/// (`withAnimation`, `animation(_:value:)`): frames of views placed both
/// before and after move (ANIM1); fades, slides and scales are not drawn.
public struct AnyTransition: Sendable {
    private init() {}

    /// No transition.
    public static let identity = AnyTransition()
    /// A fade.
    public static let opacity = AnyTransition()
    /// A slide in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// A scale from and to nothing.
    public static let scale = AnyTransition()

    /// A scale from and to `scale`, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// A move from and to an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// A move from and to an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// A move in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// A push in from `edge`, out to the opposite one.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// A transition between two states of a modifier: `active` while the view enters and
    /// leaves, `identity` while it is shown. Only `identity` is ever in effect here, as a view
    /// appears and goes at once; neither modifier is applied by the transition itself.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition along `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    /// How this view enters and leaves: accepted, drawn at once (see `AnyTransition`).
    public consuming func transition(_ transition: AnyTransition) -> some View { self }
}
