import Foundation
@testable import Combine

/// A scheduler whose clock moves only when a test advances it: the work due by then runs,
/// in order of time (then of scheduling), so a timed operator's output is worked out by hand.
/// Time is in milliseconds.
final class VirtualScheduler: Scheduler, @unchecked Sendable {
    struct Time: Strideable, Hashable, CustomStringConvertible {
        var milliseconds: Int
        func distance(to other: Time) -> Stride { Stride(other.milliseconds - milliseconds) }
        func advanced(by n: Stride) -> Time { Time(milliseconds: milliseconds + n.milliseconds) }
        var description: String { "\(milliseconds)ms" }
    }

    /// A span of virtual time; an integer literal is milliseconds.
    struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable {
        var milliseconds: Int
        init(_ milliseconds: Int) { self.milliseconds = milliseconds }
        init(integerLiteral value: Int) { milliseconds = value }
        init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Int(exactly: source) else { return nil }
            milliseconds = value
        }
        var magnitude: Int { Swift.abs(milliseconds) }

        static func seconds(_ s: Int) -> Stride { Stride(s * 1000) }
        static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1000)) }
        static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
        static func microseconds(_ us: Int) -> Stride { Stride(us / 1000) }
        static func nanoseconds(_ ns: Int) -> Stride { Stride(ns / 1_000_000) }

        static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.milliseconds < rhs.milliseconds }
        static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.milliseconds + rhs.milliseconds) }
        static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.milliseconds - rhs.milliseconds) }
        static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.milliseconds * rhs.milliseconds) }
        static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Never

    private(set) var now = Time(milliseconds: 0)
    var minimumTolerance: Stride { 0 }
    private var work: [(at: Time, order: Int, action: () -> Void)] = []
    private var scheduled = 0
    /// When each piece of work was asked for: (when asked, when due).
    private(set) var requests: [(asked: Time, due: Time)] = []

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    func schedule(after date: Time, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: date, action)
    }

    private func enqueue(at date: Time, _ action: @escaping () -> Void) {
        scheduled += 1
        requests.append((now, date))
        work.append((date, scheduled, action))
    }

    /// Moves the clock on by `span` milliseconds, running the work due on the way.
    func advance(by span: Int = 0) {
        let target = now.advanced(by: Stride(span))
        while let next = work.filter({ $0.at <= target }).min(by: { ($0.at, $0.order) < ($1.at, $1.order) }) {
            work.removeAll { $0.order == next.order }
            now = Swift.max(now, next.at)
            next.action()
        }
        now = target
    }
}
