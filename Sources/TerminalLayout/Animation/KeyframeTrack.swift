/// A sequence of keyframes animating one property of a root value (or the
/// whole value), as in SwiftUI (ANIM3).
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     LinearKeyframe(0, duration: 0.1)
///     SpringKeyframe(-30, duration: 0.5, spring: .bouncy)
/// }
/// ```
///
/// The track's value type is the generic parameter SwiftUI calls `Value`;
/// here it is `TrackValue`, because the `Value` of a `Keyframes` — what a
/// `KeyframesBuilder<Root>` takes — is the root.
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The value the track is applied to: the root.
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, TrackValue>
    let list: _KeyframeList<TrackValue>

    /// A track animating the property of the root at `keyPath` with the
    /// keyframes `content` makes.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        var list = _KeyframeList<TrackValue>()
        content()._appendKeyframes(to: &list)
        self.list = list
    }

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.init(\.self, content: content)
    }

    /// The track itself.
    public var body: Self { self }

    /// Adds the track.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Root>) {
        let keyPath = keyPath, list = list
        tracks.tracks.append(.init(duration: list.duration) { value, start, time in
            value[keyPath: keyPath] = list.value(from: start[keyPath: keyPath], at: time)
        })
    }
}
