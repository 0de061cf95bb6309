import Dispatch
import Foundation

/// A run loop as a ``Scheduler`` (`receive(on: RunLoop.main)`), as in Combine — with one
/// difference on Linux (RCV1): work for `RunLoop.main` is put on the main dispatch queue.
///
/// On Linux nothing may be running the main run loop: a terminal app's loop polls it
/// between keys, but a test (or an `async` main) serves only the main queue, through
/// `dispatchMain()`. The main run loop runs the main queue whenever it runs, so the main
/// queue reaches the main thread in both cases. Work for another run loop is performed by
/// it (`perform`, a `Timer` in its common modes), when that loop runs.
extension RunLoop: Scheduler {
    /// A point in a run loop's time (a `Date`), as Combine's type.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time.
        public var date: Date

        /// The point at `date`.
        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// A span of run-loop time in seconds; a literal is seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Sendable {
            public typealias Magnitude = TimeInterval

            /// The seconds.
            public var magnitude: TimeInterval

            /// A span of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
            public init(floatLiteral value: Double) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            /// The seconds.
            public var timeInterval: TimeInterval { magnitude }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options for a run loop's work: none, as in Combine.
    public struct SchedulerOptions: Sendable {}

    /// Now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

    /// Whether work for this run loop goes to the main queue (it is the main run loop).
    var usesMainQueue: Bool { self === RunLoop.main }

    /// Performs `action` on this run loop (for the main run loop: on the main queue).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if usesMainQueue {
            DispatchQueue.main.schedule(options: nil, action)
        } else {
            let work = UncheckedSendable(action)
            perform { work.value() }
        }
    }

    /// Performs `action` on this run loop at `date` (for the main run loop: on the main
    /// queue at that time).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if usesMainQueue {
            let delay = max(date.date.timeIntervalSinceNow, 0)
            DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(delay)),
                                        tolerance: .nanoseconds(0), options: nil, action)
        } else {
            let work = UncheckedSendable(action)
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
            timer.tolerance = tolerance.magnitude
            add(timer, forMode: .common)
        }
    }
}
