/// How a value changes over time, described with keyframes, as in SwiftUI:
/// the tracks of its content, each from the initial value, to be read at
/// any time (ANIM3).
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let value = timeline.value(time: 0.45)
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: _KeyframeTracks<Value>

    /// A timeline from `initialValue` along the keyframes `content` makes.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    /// A timeline from `initialValue` along `keyframes`.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var tracks = _KeyframeTracks<Value>()
        keyframes._appendTracks(to: &tracks)
        self.tracks = tracks
    }

    /// How long the timeline runs, in seconds: its longest track.
    public var duration: TimeInterval { tracks.duration }

    /// The value `time` seconds in (the initial value before 0, the end
    /// value after the duration).
    public func value(time: Double) -> Value {
        tracks.value(from: initialValue, at: time)
    }

    /// The value at `progress` of the duration (0 the start, 1 the end).
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
