/// How a view enters and leaves, written as effects on a placeholder for it
/// (SwiftUI's iOS 17 protocol; `AnyTransition` erases one).
///
/// ```swift
/// struct Fade: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// Text("Saved").transition(Fade())
/// ```
///
/// A terminal inserts and removes views at once (ANIM1), so a transition
/// never runs its `willAppear` or `didDisappear` phase; a view that is
/// shown has its body applied at `.identity`, what SwiftUI applies as long
/// as the view is visible (TRN1).
@MainActor @preconcurrency public protocol Transition {
    /// The view the transition makes of its content.
    associatedtype Body: View
    /// The view being transitioned, as the body sees it.
    typealias Content = PlaceholderContentView<Self>
    /// The content with the effects of `phase` applied.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does, for the system (motion that reduced motion may replace).
    @MainActor @preconcurrency static var properties: TransitionProperties { get }
}

extension Transition {
    /// The default: `TransitionProperties()`, a transition with motion.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` with this transition's body applied at `phase`.
    nonisolated public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionModifier(transition: self, phase: phase))
    }

    /// This transition along `animation`: the same effects (a terminal
    /// draws them at once, TRN1).
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }

    /// This transition's effects and then `other`'s, at the same phase.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }
}

nonisolated extension View {
    /// How this view enters and leaves: `transition`'s body is applied to it
    /// at `.identity` while it is shown; it appears and goes at once (TRN1).
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: transition, phase: .identity))
    }
}

/// The modifier that applies a transition's body at one phase (`apply(content:phase:)`).
nonisolated public struct _TransitionModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    /// The transition's body over a placeholder for the content.
    @MainActor public func body(content: Content) -> T.Body {
        transition.body(content: PlaceholderContentView<T>(content), phase: phase)
    }
}

/// Internal: `animation(_:)`'s transition: the base's effects, the animation kept.
struct _AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    static var properties: TransitionProperties { Base.properties }

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }
}

/// Internal: `combined(with:)`'s transition: the first's effects, then the second's.
struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}
