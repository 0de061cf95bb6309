/// A view that animates its content with keyframes, as in SwiftUI (iOS
/// 17): `content` is made with the keyframes' value at each frame while
/// they play (ANIM3).
///
/// ```swift
/// KeyframeAnimator(initialValue: 0.0, trigger: jumps) { y in
///     Text("●").offset(y: y)
/// } keyframes: { _ in
///     KeyframeTrack {
///         CubicKeyframe(-3, duration: 0.3)
///         CubicKeyframe(0, duration: 0.3)
///     }
/// }
/// ```
///
/// With a trigger, a change plays the keyframes (`keyframes(value)`, from
/// the value shown) and the view stays at their end value; with
/// `repeating`, they loop for as long as the view is shown. A layout
/// without a running app shows `initialValue` (a repeating animator: the
/// value at time 0).
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes each time `trigger` changes, making `content`
    /// with their value.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnimatorTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes while `repeating` (else shows their value at
    /// time 0), making `content` with their value.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// The content made with the keyframes' value.
    public var body: some View {
        _KeyframeAnimatorContent(initialValue: initialValue, trigger: trigger, repeating: repeating,
                                 content: content, keyframes: keyframes)
    }
}

nonisolated extension View {
    /// Plays keyframes each time `trigger` changes, applying their value to
    /// this view with `content` (ANIM3).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Loops keyframes while `repeating`, applying their value to this view
    /// with `content` (ANIM3).
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }
}

/// Internal: the run of keyframes in state — where it started, from which
/// value, the time of the frame shown — and its frames, scheduled on the
/// animator clock.
nonisolated struct _KeyframeAnimatorContent<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatorTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// The value the keyframes start from: the end of the last run (the initial value at first).
    @State private var base: Value?
    /// When the running keyframes started on the clock, if they run.
    @State private var start: Double?
    /// The clock's time at the frame shown.
    @State private var now = 0.0
    /// Counts the runs started (and the view's going away): a frame of an
    /// older one does nothing.
    @State private var run = 0
    @Environment(\.animatorClock) private var clock

    var body: some View {
        content(value)
            .onChange(of: trigger) {
                if trigger != nil { begin() }
            }
            .onAppear {
                if trigger == nil && repeating { begin() }
            }
            .onDisappear { run += 1 }
    }

    /// The timeline from `from`.
    private func timeline(from: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: from, keyframes: keyframes(from))
    }

    /// The value shown: the keyframes' at the frame's time while they run;
    /// else where the last run ended (or, repeating or not, at time 0).
    private var value: Value {
        let from = base ?? initialValue
        if let start { return timeline(from: from).value(time: now - start) }
        return trigger == nil ? timeline(from: from).value(time: 0) : from
    }

    /// Starts the keyframes from the value shown.
    private func begin() {
        let from = value, time = clock.now()
        base = from
        start = time
        now = time
        run += 1
        frame(token: run)
    }

    /// The next frame: its time shown while the keyframes run; at their
    /// end, their end value (and, repeating, the next run from it).
    private func frame(token: Int) {
        clock.schedule(after: AnimatorClock.frameInterval) {
            guard _run.isInGraph, run == token, let started = start else { return }
            let time = clock.now()
            let from = base ?? initialValue
            let timeline = timeline(from: from)
            let duration = timeline.duration
            if time - started < duration {
                now = time
                frame(token: token)
                return
            }
            let end = timeline.value(time: duration)
            base = end
            now = time
            if trigger == nil && repeating && duration > 0 {
                // The next run starts where this one ended, in time and value.
                start = started + duration
                frame(token: token)
            } else {
                start = nil
            }
        }
    }
}
