/// How a view enters and leaves, type-erased (SwiftUI's `AnyTransition`).
///
/// Accepted with SwiftUI's names so that code written for SwiftUI
/// compiles. In a terminal a view that is inserted appears at its frame at
/// once and a removed one is gone at once, also in an animated frame
/// (`withAnimation`, `animation(_:value:)`): frames of views placed both
/// before and after move (ANIM1); fades, slides and scales are not drawn.
/// What a transition does to a view that is shown — its `.identity` phase:
/// a `Transition`'s body, a `modifier(active:identity:)`'s identity
/// modifier — is applied (TRN1); the built-in ones change nothing then.
public struct AnyTransition: Sendable {
    /// What the transition does to a shown view, or `nil` for nothing.
    let identityEffects: _AnyTransitionBox?

    private init(identityEffects: _AnyTransitionBox? = nil) {
        self.identityEffects = identityEffects
    }

    /// A transition made of `transition`: its body is applied at `.identity`
    /// to the view while it is shown (TRN1).
    public init<T: Transition>(_ transition: T) {
        identityEffects = _AnyTransitionBox { AnyView(transition.apply(content: $0, phase: .identity)) }
    }

    /// No transition.
    public static let identity = AnyTransition()
    /// A fade.
    public static let opacity = AnyTransition()
    /// A slide in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// A scale from and to nothing.
    public static let scale = AnyTransition()
    /// A blur and a scale, down on removal and up on insertion.
    public static let blurReplace = AnyTransition()

    /// A blur and a scale as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition { AnyTransition() }
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

    /// One transition in, another out: a shown view has both at `.identity`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        removal.combined(with: insertion)
    }

    /// A transition between two states of a modifier: `active` while the view enters and
    /// leaves, `identity` while it is shown. A view appears and goes at once here, so only
    /// `identity` is ever in effect: it is applied to the shown view (TRN1).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(identityEffects: _AnyTransitionBox { AnyView($0.modifier(identity)) })
    }

    /// This transition and `other` together: this one's effects, then `other`'s.
    public func combined(with other: AnyTransition) -> AnyTransition {
        guard let first = identityEffects else { return other }
        guard let second = other.identityEffects else { return self }
        return AnyTransition(identityEffects: _AnyTransitionBox { second.apply(first.apply($0)) })
    }

    /// This transition along `animation`: the same effects (drawn at once).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Internal: what an `AnyTransition` does to a shown view. Its closure is
/// only called while views are resolved, one graph at a time.
final class _AnyTransitionBox: @unchecked Sendable {
    let apply: (AnyView) -> AnyView

    init(_ apply: @escaping (AnyView) -> AnyView) {
        self.apply = apply
    }
}

nonisolated extension View {
    /// How this view enters and leaves: drawn at once (see `AnyTransition`);
    /// the transition's `.identity` effects, if any, apply to the view (TRN1).
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_AnyTransitionModifier(transition: transition))
    }
}

/// The modifier `transition(_:)` applies with an `AnyTransition`: nothing of
/// its own; the content, through the transition's `.identity` effects when it has some.
nonisolated public struct _AnyTransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        guard let box = transition.identityEffects else {
            context.builder.resolve(content, context, into: &elements)
            return
        }
        context.builder.resolve(box.apply(AnyView(content)), context.appending(.type(ObjectIdentifier(Self.self))),
                                into: &elements)
    }
}
