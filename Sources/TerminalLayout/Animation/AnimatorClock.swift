import Foundation

/// Internal: the time `PhaseAnimator` and `KeyframeAnimator` run on
/// (ANIM3): a monotonic clock in seconds, and work scheduled on the main
/// queue — which an app's run loop drains between keys, at least every
/// `tickInterval` (RCV1, TASK1) — so a step it schedules sets the view's
/// state there and the app draws the next frame.
///
/// Views read it from the environment (`animatorClock`); a test gives them
/// a `ManualAnimatorClock` and moves its time by hand, nothing waits.
class AnimatorClock: @unchecked Sendable {
    /// The clock views use unless told otherwise.
    static let system = AnimatorClock()

    /// How long a running animator waits between two frames, in seconds:
    /// the app's tick (50 ms), at most twenty frames a second.
    static let frameInterval = 0.05

    /// Seconds on a monotonic clock.
    func now() -> Double {
        let elapsed = animatorClockEpoch.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// Runs `action` on the main queue `delay` seconds from now.
    func schedule(after delay: Double, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        let delay = delay.isFinite ? Swift.max(0, delay) : 0
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { work.value() }
    }
}

/// Where the system animator clock counts from.
private let animatorClockEpoch = ContinuousClock.now

/// Internal: a clock whose time moves only when told (`advance(by:)`),
/// running what was scheduled until then in order — for tests, which
/// must not wait on the wall clock.
final class ManualAnimatorClock: AnimatorClock, @unchecked Sendable {
    /// The time now, in seconds.
    private(set) var time: Double
    /// What waits, with its due time and the order it was scheduled in.
    private var pending: [(due: Double, order: Int, action: () -> Void)] = []
    private var scheduled = 0

    /// A clock at `time` seconds.
    init(time: Double = 0) {
        self.time = time
    }

    override func now() -> Double { time }

    override func schedule(after delay: Double, _ action: @escaping () -> Void) {
        scheduled += 1
        // On a nanosecond grid, so that frames added up land on the times a
        // test names (ten frames of 0.05 s are 0.5 s, not 0.49999…).
        let due = ((time + (delay.isFinite ? Swift.max(0, delay) : 0)) * 1e9).rounded() / 1e9
        pending.append((due, scheduled, action))
    }

    /// How many actions wait.
    var pendingCount: Int { pending.count }

    /// Moves the time on by `seconds`, running every action due by then in
    /// the order of their due times (the clock set to each one's), those
    /// they schedule included.
    func advance(by seconds: Double) {
        let end = ((time + seconds) * 1e9).rounded() / 1e9
        while let next = pending.enumerated().min(by: { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }),
              next.element.due <= end {
            pending.remove(at: next.offset)
            time = Swift.max(time, next.element.due)
            next.element.action()
        }
        time = Swift.max(time, end)
    }
}

private struct AnimatorClockKey: EnvironmentKey {
    static var defaultValue: AnimatorClock { AnimatorClock.system }
}

extension EnvironmentValues {
    /// The clock the animators below run on (internal; tests set a manual one).
    var animatorClock: AnimatorClock {
        get { self[AnimatorClockKey.self] }
        set { self[AnimatorClockKey.self] = newValue }
    }
}

/// Internal: an animator's `trigger`, any `Equatable` value, compared with its `==`.
struct AnimatorTrigger: Equatable {
    let value: Any
    let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (a: AnimatorTrigger, b: AnimatorTrigger) -> Bool { a.isEqual(b.value) }
}
