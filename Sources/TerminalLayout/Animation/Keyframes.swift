/// A type that defines changes to a value over time, as in SwiftUI: one
/// or more `KeyframeTrack`s, each animating a property of the value (or
/// the whole value), from the value's start.
///
/// A type of your own composes tracks in its `body`; `KeyframeTrack` is
/// its own body.
public protocol Keyframes<Value> {
    /// The type of value animated.
    associatedtype Value = Body.Value
    /// The type of the keyframes this one is made of.
    associatedtype Body: Keyframes where Body.Value == Value

    /// The tracks this value is made of.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Adds the tracks, in order, to `tracks` (a track adds itself; other
    /// keyframes add their `body`'s).
    func _appendTracks(to tracks: inout _KeyframeTracks<Value>)
}

extension Keyframes {
    /// Adds the tracks of `body`.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {
        body._appendTracks(to: &tracks)
    }
}

/// The tracks of a `Keyframes` value, resolved: each animates part of the
/// value over its own duration, all from time 0, applied in order (a later
/// track animating the same property wins, as in SwiftUI).
public struct _KeyframeTracks<Value> {
    /// One track: its duration and how it sets its part of a value at a
    /// time, from the part's value at the start.
    struct Track {
        let duration: Double
        let apply: (_ value: inout Value, _ start: Value, _ time: Double) -> Void
    }

    var tracks: [Track] = []

    /// No tracks.
    init() {}

    /// The longest track's duration (0 without tracks).
    var duration: Double { tracks.reduce(0) { Swift.max($0, $1.duration) } }

    /// The value at `time`, every track applied from `start`.
    func value(from start: Value, at time: Double) -> Value {
        var result = start
        for track in tracks { track.apply(&result, start, time) }
        return result
    }
}
