import Foundation
import Testing
@testable import TerminalLayout

/// `KeyframeTimeline` and its keyframes (ANIM3): values worked out by hand.
struct KeyframeTimelineTests {
    /// A timeline of one number from 0.
    static func number(@KeyframeTrackContentBuilder<Double> _ content: () -> some KeyframeTrackContent<Double>) -> KeyframeTimeline<Double> {
        let track = KeyframeTrack(content: content)
        return KeyframeTimeline(initialValue: 0.0) { track }
    }

    @Test("Linear: 0 → 100 over 2 s is 50 a second; before the start 0, after the end 100",
          arguments: [(-1.0, 0.0), (0, 0), (0.5, 25), (1, 50), (2, 100), (3, 100)])
    func linear(_ time: Double, _ expected: Double) {
        let timeline = Self.number { LinearKeyframe(100.0, duration: 2) }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: time) - expected) < 1e-9)
    }

    @Test("Linear along a timing curve: circularEaseIn at 0.6 of the way is 1 − √(1 − 0.36) = 0.2")
    func linearTimingCurve() {
        let timeline = Self.number { LinearKeyframe(100.0, duration: 1, timingCurve: .circularEaseIn) }
        #expect(abs(timeline.value(time: 0.6) - 20) < 1e-9)
        #expect(abs(timeline.value(progress: 0.6) - 20) < 1e-9)
    }

    @Test("Cubic from rest to rest is smoothstep: 3s² − 2s³ of the way",
          arguments: [(0.25, 15.625), (0.5, 50), (0.75, 84.375), (1, 100)])
    func cubicAlone(_ time: Double, _ expected: Double) {
        let timeline = Self.number { CubicKeyframe(100.0, duration: 1) }
        #expect(abs(timeline.value(time: time) - expected) < 1e-9)
    }

    @Test("Adjacent cubics are Catmull-Rom: at 100 the velocity is (200 − 0) / 2 s = 100/s",
          arguments: [(0.5, 37.5), (1, 100), (1.5, 162.5), (2, 200)])
    func cubicCatmullRom(_ time: Double, _ expected: Double) {
        // Segment 1: from 0 at rest to 100 at 100/s: 0.5·100 − 0.125·100 = 37.5.
        // Segment 2: from 100 at 100/s to 200 at rest: 0.5·100 + 0.125·100 + 0.5·200 = 162.5.
        let timeline = Self.number {
            CubicKeyframe(100.0, duration: 1)
            CubicKeyframe(200.0, duration: 1)
        }
        #expect(abs(timeline.value(time: time) - expected) < 1e-9)
    }

    @Test("Cubic with the straight line's velocities given is the straight line")
    func cubicVelocities() {
        let timeline = Self.number { CubicKeyframe(100.0, duration: 1, startVelocity: 100, endVelocity: 100) }
        for time in [0.1, 0.25, 0.5, 0.9] {
            #expect(abs(timeline.value(time: time) - 100 * time) < 1e-9)
        }
        // The other way: velocities against the motion make it dip first.
        let dipping = Self.number { CubicKeyframe(100.0, duration: 1, startVelocity: -400) }
        #expect(dipping.value(time: 0.1) < 0)
    }

    @Test("A cubic after a linear starts with the linear's velocity (100/s), ending at rest")
    func cubicAfterLinear() {
        // Second segment: from 100 at 100/s to 200 at rest over 1 s: at ½, 50 + 12.5 + 100 = 162.5.
        let timeline = Self.number {
            LinearKeyframe(100.0, duration: 1)
            CubicKeyframe(200.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1.5) - 162.5) < 1e-9)
    }

    @Test("Move jumps: no time passes; the next segment starts from its value",
          arguments: [(0.5, 5.0), (0.999, 9.99), (1, 50), (1.5, 55), (2, 60)])
    func move(_ time: Double, _ expected: Double) {
        let timeline = Self.number {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: time) - expected) < 1e-9)
    }

    @Test("A move first: the value at time 0 is the moved one")
    func moveFirst() {
        let timeline = Self.number { MoveKeyframe(7.0) }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 7)
    }

    @Test("Spring: a critically damped 1 s spring from 0 to 100 is 100 (1 − e^(−2πt)(1 + 2πt)); 100 at its end",
          arguments: [0.25, 0.5, 1.0])
    func spring(_ time: Double) {
        let wt = 2 * Double.pi * time
        let expected: Double = time < 1 ? 100 * (1 - exp(-wt) * (1 + wt)) : 100
        // t = ½: 1 − e^(−π)(1 + π) = 1 − 0.04321 · 4.14159 = 0.82103.
        let timeline = Self.number { SpringKeyframe(100.0, duration: 1, spring: Spring(duration: 1, bounce: 0)) }
        #expect(abs(timeline.value(time: time) - expected) < 1e-9)
        if time == 0.5 { #expect(abs(timeline.value(time: time) - 82.103) < 0.001) }
    }

    @Test("A spring without a duration runs for its settling duration")
    func springSettles() {
        let spring = Spring.bouncy
        let timeline = Self.number { SpringKeyframe(100.0, spring: spring) }
        #expect(timeline.duration == spring.settlingDuration)
        #expect(abs(timeline.value(time: timeline.duration * 0.999) - 100) < 0.2)
        // Bouncy overshoots on the way.
        #expect((0..<100).contains { timeline.value(time: Double($0) / 100 * timeline.duration) > 100.5 })
    }

    struct Values: Equatable {
        var a = 0.0
        var b = 0.0
    }

    @Test("Tracks animate their properties from the initial value, together; the timeline is the longest")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.b) { LinearKeyframe(20.0, duration: 2) }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1) == Values(a: 10, b: 10))
        #expect(timeline.value(progress: 0.25) == Values(a: 5, b: 5))
        #expect(timeline.value(time: 5) == Values(a: 10, b: 20))
    }

    @Test("Two tracks of one property: the last one declared wins")
    func lastTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.a) { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(timeline.value(time: 1).a == -10)
    }

    @Test("Apple's example: a point up 100 in 0.3 s and back down by 1 s")
    func applePoint() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        #expect(abs(keyframes.duration - 1) < 1e-12)
        #expect(keyframes.value(time: 0.3) == CGPoint(x: 0, y: 100))
        let value = keyframes.value(time: 0.45)
        #expect(value.x == 0 && value.y > 0 && value.y < 100)
        #expect(keyframes.value(time: 1) == .zero)
    }

    @Test("if/else and for in a track's builder", arguments: [true, false])
    func builder(_ up: Bool) {
        let timeline = Self.number {
            if up {
                LinearKeyframe(10.0, duration: 1)
            } else {
                LinearKeyframe(-10.0, duration: 1)
            }
            for step in [20.0, 30.0] {
                LinearKeyframe(step, duration: 1)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 1) == (up ? 10 : -10))
        #expect(timeline.value(time: 2) == 20)
        #expect(timeline.value(time: 3) == 30)
    }

    /// Keyframes of your own: a wobble of a number, and tracks of `Values`.
    struct Wobble: KeyframeTrackContent {
        var to: Double

        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(to + 1, duration: 1)
            LinearKeyframe(to, duration: 1)
        }
    }

    struct Both: Keyframes {
        var body: some Keyframes<Values> {
            KeyframeTrack(\.a) { Wobble(to: 10) }
            KeyframeTrack(\.b) { MoveKeyframe(4.0) }
        }
    }

    @Test("Keyframe content and keyframes of your own are their bodies")
    func custom() {
        let timeline = KeyframeTimeline(initialValue: Values()) { Both() }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5) == Values(a: 5.5, b: 4))
        #expect(timeline.value(time: 1.5) == Values(a: 10.5, b: 4))
    }

    @Test("No keyframes: the initial value, duration 0")
    func empty() {
        let none = KeyframeTimeline(initialValue: 5.0) {}
        #expect(none.duration == 0 && none.value(time: 1) == 5)
        let emptyTrack = KeyframeTimeline(initialValue: 5.0) { KeyframeTrack {} }
        #expect(emptyTrack.duration == 0 && emptyTrack.value(time: 1) == 5)
    }

    @Test("Points, sizes and rectangles interpolate component by component")
    func animatableValues() {
        let rect = KeyframeTimeline(initialValue: CGRect(x: 0, y: 0, width: 10, height: 20)) {
            LinearKeyframe(CGRect(x: 10, y: 20, width: 30, height: 40), duration: 1)
        }
        #expect(rect.value(time: 0.5) == CGRect(x: 5, y: 10, width: 20, height: 30))
        let size = KeyframeTimeline(initialValue: CGSize.zero) { LinearKeyframe(CGSize(width: 4, height: 8), duration: 2) }
        #expect(size.value(time: 1) == CGSize(width: 2, height: 4))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))
        var number = 2.0
        number.animatableData = 3
        #expect(number == 3 && CGFloat(5).animatableData == 5)
    }
}
