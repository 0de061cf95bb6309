/// One transition in and another out (SwiftUI's `AsymmetricTransition`,
/// `.asymmetric(insertion:removal:)`): before the view appears the
/// insertion's `willAppear`, after it goes the removal's `didDisappear`;
/// shown, both at `.identity` (TRN1).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition of the view's insertion.
    public var insertion: Insertion
    /// The transition of the view's removal.
    public var removal: Removal

    /// Creates a transition with `insertion` in and `removal` out.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content with the removal's effects, then the insertion's, each at
    /// `.identity` except in its own phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        insertion.apply(content: removal.apply(content: content, phase: phase == .didDisappear ? .didDisappear : .identity),
                        phase: phase == .willAppear ? .willAppear : .identity)
    }

    /// Moves when either transition does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension Transition {
    /// One transition in, another out.
    public static func asymmetric<Insertion: Transition, Removal: Transition>(insertion: Insertion, removal: Removal)
        -> Self where Self == AsymmetricTransition<Insertion, Removal> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
