/// The builder that combines keyframes written in a closure into one
/// value, as in SwiftUI: `KeyframeTrack`s (each animating a property), or
/// keyframes alone (one track animating the whole value).
///
/// ```swift
/// KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    // MARK: Keyframes of the whole value

    /// A keyframe as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far, then the next.
    public static func buildPartialBlock<A: KeyframeTrackContent, B: KeyframeTrackContent>(accumulated: A, next: B)
    -> some KeyframeTrackContent<Value> where A.Value == Value, B.Value == Value {
        KeyframeSequence(first: accumulated, second: next)
    }

    /// The keyframes of a `for` loop, in order.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeArray(elements: components)
    }

    /// The `if` branch.
    public static func buildEither<First, Second>(first component: First)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The `else` branch.
    public static func buildEither<First, Second>(second component: Second)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// Keyframes alone: one track animating the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack(content: { component })
    }

    // MARK: Tracks

    /// A track (or other keyframes) as written.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Content.Value == Value {
        expression
    }

    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Content.Value == Value {
        first
    }

    /// The tracks so far, then the next.
    public static func buildPartialBlock<A: Keyframes, B: Keyframes>(accumulated: A, next: B) -> some Keyframes<Value>
    where A.Value == Value, B.Value == Value {
        KeyframesPair(first: accumulated, second: next)
    }

    /// No tracks: the value does not change.
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframesPair<Value, NoKeyframes<Value>, NoKeyframes<Value>>(first: NoKeyframes(), second: NoKeyframes())
    }

    /// Tracks as they are.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.Value == Value {
        component
    }
}

/// Internal: two runs of tracks, applied in order.
struct KeyframesPair<Value, First: Keyframes, Second: Keyframes>: Keyframes
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    var body: Self { self }

    func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {
        first._appendTracks(to: &tracks)
        second._appendTracks(to: &tracks)
    }
}

/// Internal: no track.
struct NoKeyframes<Value>: Keyframes {
    var body: Self { self }
    func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {}
}
