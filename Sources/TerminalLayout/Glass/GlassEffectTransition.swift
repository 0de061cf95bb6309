/// How a glass shape enters and leaves a ``GlassEffectContainer`` (iOS 26): accepted; a view
/// appears and goes at once here, as with every transition (GLS1).
public struct GlassEffectTransition: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case matchedGeometry, materialize, identity }
    let kind: Kind

    /// The shape morphs from and to the nearest glass shape of the container.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    /// The glass fades in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}
