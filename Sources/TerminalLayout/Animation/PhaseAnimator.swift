/// A view that animates its content through a sequence of phases, as in
/// SwiftUI (iOS 17): on each change of `trigger` it steps through every
/// phase and back to the first; without a trigger it cycles for as long
/// as it is shown (ANIM3).
///
/// ```swift
/// PhaseAnimator([0, -2, 0], trigger: bounces) { offset in
///     Text("♥").offset(y: offset)
/// } animation: { _ in .easeOut(duration: 0.2) }
/// ```
///
/// Each step shows the content of the next phase, its frames moving from
/// the last ones along `animation(phase)` (ANIM1); the next step follows
/// when that animation is over. A layout without a running app shows the
/// first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Steps through `phases` (which must not be empty) each time `trigger`
    /// changes, showing `content` of each, animated with `animation` of the
    /// phase it goes to (`nil`: not animated).
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` (which must not be empty) for as long as
    /// the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content of the phase shown.
    public var body: some View {
        _PhaseAnimatorContent(phases: phases, trigger: trigger, content: content, animation: animation)
    }
}

nonisolated extension View {
    /// Animates effects applied to this view through `phases` each time
    /// `trigger` changes (ANIM3): `content` is handed the view and the
    /// phase, and returns the view with the phase's effects.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }

    /// Animates effects applied to this view through `phases`, cycling for
    /// as long as it is shown (ANIM3).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }
}

/// Internal: the phase shown, in state, and the steps to the next ones,
/// scheduled on the animator clock.
nonisolated struct _PhaseAnimatorContent<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// The phase shown.
    @State private var index = 0
    /// Counts the cycles started (and the view's going away): a step of an
    /// older one does nothing.
    @State private var run = 0
    @Environment(\.animatorClock) private var clock

    var body: some View {
        if phases.isEmpty {
            Text("⚠ PhaseAnimator: no phases")
        } else {
            let phase = phases[Swift.min(index, phases.count - 1)]
            content(phase)
                .animation(animation(phase), value: index)
                .onChange(of: trigger) {
                    if trigger != nil { start(after: nil) }
                }
                .onAppear {
                    // Cycling starts with the first phase shown: the second
                    // comes with the clock, never in the layout that appears.
                    if trigger == nil && phases.count > 1 { start(after: 0) }
                }
                .onDisappear { run += 1 }
        }
    }

    /// Starts a cycle: the second phase now (`nil`) or after `delay` seconds.
    private func start(after delay: Double?) {
        run += 1
        let token = run
        if let delay {
            clock.schedule(after: delay) { show(1, token: token) }
        } else {
            show(1, token: token)
        }
    }

    /// Shows phase `next` (modulo the count) and schedules the one after
    /// it when its animation is over — unless the cycle of a trigger is
    /// back at the first phase, the view went away, or a newer cycle began.
    private func show(_ next: Int, token: Int) {
        guard _run.isInGraph, run == token, !phases.isEmpty else { return }
        let shown = next % phases.count
        index = shown
        if trigger != nil && shown == 0 { return }
        let wait = Swift.max(AnimatorClock.frameInterval, animation(phases[shown])?.totalDuration ?? 0)
        guard wait.isFinite else { return }
        clock.schedule(after: wait) { show(shown + 1, token: token) }
    }
}
