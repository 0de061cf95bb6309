/// The keyframes of one track, in order, resolved: where each goes, how,
/// and over how long. `value(from:at:)` is the track's value at a time
/// (ANIM3).
///
/// ```
/// segment   from the previous keyframe's value (the start's, first) to `to`, over its duration
/// linear    from + (to − from) · curve(s)                          s = time into it / duration
/// cubic     Hermite: h00 from + h10 d v0 + h01 to + h11 d v1      d = duration
///           h00 = 2s³ − 3s² + 1, h10 = s³ − 2s² + s, h01 = −2s³ + 3s², h11 = s³ − s²
///           v0, v1 given, else: v0 the previous segment's end velocity (0 first: from rest);
///           v1 Catmull-Rom (next − from) / (its end time − this start) before a cubic
///           or a spring, the next's start velocity before a linear, 0 before a move or last
/// spring    from + spring.value(target: to − from, initialVelocity: v0, time), v0 given or
///           the previous segment's end velocity; `to` at its end
/// move      no duration: the value jumps to `to`
/// ```
public struct _KeyframeList<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// How a keyframe's segment runs.
    enum Kind {
        case move
        case linear(UnitCurve)
        case cubic(start: Data?, end: Data?)
        case spring(Spring, start: Data?)
    }

    /// One keyframe: its value, its segment's duration and kind.
    struct Keyframe {
        let to: Value
        let duration: Double
        let kind: Kind
    }

    var keyframes: [Keyframe] = []

    /// No keyframes.
    init() {}

    /// Adds a keyframe (a negative or non-finite duration is 0).
    mutating func append(_ to: Value, duration: Double, kind: Kind) {
        keyframes.append(Keyframe(to: to, duration: duration.isFinite ? Swift.max(0, duration) : 0, kind: kind))
    }

    /// The sum of the segments' durations.
    var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// A segment worked out: its times, end values and velocities.
    struct Segment {
        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let v0: Data
        let v1: Data
        let kind: Kind
    }

    /// `v` scaled by `factor`.
    static func scaled(_ v: Data, _ factor: Double) -> Data {
        var v = v
        v.scale(by: factor)
        return v
    }

    /// The segments from `start`, at rest unless `velocity` is given.
    func segments(from start: Data, velocity: Data = .zero) -> [Segment] {
        let n = keyframes.count
        var points = [start], times = [0.0]
        for keyframe in keyframes {
            points.append(keyframe.to.animatableData)
            times.append(times[times.count - 1] + keyframe.duration)
        }
        /// Catmull-Rom's velocity at point `k` (between segments k − 1 and k).
        func catmullRom(_ k: Int) -> Data {
            guard k > 0, k < n else { return .zero }
            let span = times[k + 1] - times[k - 1]
            return span > 0 ? Self.scaled(points[k + 1] - points[k - 1], 1 / span) : .zero
        }
        /// The slope of segment `i` (0 for a segment without duration).
        func slope(_ i: Int) -> Data {
            let d = keyframes[i].duration
            return d > 0 ? Self.scaled(points[i + 1] - points[i], 1 / d) : .zero
        }
        /// The velocity segment `i` starts with, as the one before it sees it.
        func startVelocity(_ i: Int) -> Data {
            switch keyframes[i].kind {
            case .move: return .zero
            case let .linear(curve): return Self.scaled(slope(i), curve.velocity(at: 0))
            case let .cubic(start, _): return start ?? catmullRom(i)
            case let .spring(_, start): return start ?? catmullRom(i)
            }
        }
        var result: [Segment] = []
        result.reserveCapacity(n)
        var incoming = velocity
        for i in 0..<n {
            let keyframe = keyframes[i], from = points[i], to = points[i + 1], d = keyframe.duration
            let v0: Data, v1: Data
            switch keyframe.kind {
            case .move:
                (v0, v1) = (.zero, .zero)
            case let .linear(curve):
                (v0, v1) = (Self.scaled(slope(i), curve.velocity(at: 0)), Self.scaled(slope(i), curve.velocity(at: 1)))
            case let .cubic(start, end):
                v0 = start ?? incoming
                v1 = end ?? (i + 1 < n ? startVelocity(i + 1) : .zero)
            case let .spring(spring, start):
                v0 = start ?? incoming
                v1 = spring.velocity(target: to - from, initialVelocity: v0, time: d)
            }
            result.append(Segment(start: times[i], duration: d, from: from, to: to, v0: v0, v1: v1, kind: keyframe.kind))
            incoming = v1
        }
        return result
    }

    /// The value at `time` (seconds from the start, clamped at 0): `start`
    /// before the first keyframe, the last keyframe's value after the end.
    func value(from start: Value, at time: Double) -> Value {
        guard !keyframes.isEmpty else { return start }
        let time = time.isFinite ? Swift.max(0, time) : (time > 0 ? .infinity : 0)
        let segments = segments(from: start.animatableData)
        for (i, segment) in segments.enumerated() where time < segment.start + segment.duration {
            var result = keyframes[i].to
            result.animatableData = Self.interpolate(segment, at: time - segment.start)
            return result
        }
        return keyframes[keyframes.count - 1].to
    }

    /// A segment's value `elapsed` seconds into it (within its duration).
    static func interpolate(_ segment: Segment, at elapsed: Double) -> Data {
        let d = segment.duration
        let s = d > 0 ? Swift.min(1, Swift.max(0, elapsed / d)) : 1
        switch segment.kind {
        case .move:
            return segment.to
        case let .linear(curve):
            return segment.from + scaled(segment.to - segment.from, curve.value(at: s))
        case .cubic:
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return scaled(segment.from, h00) + scaled(segment.v0, h10 * d) + scaled(segment.to, h01) + scaled(segment.v1, h11 * d)
        case let .spring(spring, _):
            return segment.from + spring.value(target: segment.to - segment.from, initialVelocity: segment.v0, time: elapsed)
        }
    }
}
