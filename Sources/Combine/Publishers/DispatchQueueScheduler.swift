import Dispatch

/// A dispatch queue as a ``Scheduler`` (`receive(on: DispatchQueue.main)`), as in Combine:
/// work is submitted with `async` and `asyncAfter`.
///
/// The main queue is served by an app's loop (which runs it between keys, RCV1) and, in a
/// test or an `async` main, by `dispatchMain()`.
extension DispatchQueue: Scheduler {
    /// A point in a dispatch queue's time (a `DispatchTime`), as Combine's type.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time.
        public let dispatchTime: DispatchTime

        /// The point at `time`.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds))
                   &- Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = Int64(clamping: Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds)) &+ n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 1))))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// A span of dispatch time in nanoseconds; an integer or floating-point literal is
        /// seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Sendable {
            public typealias Magnitude = Int

            /// The nanoseconds.
            public var magnitude: Int

            /// A span of `nanoseconds`.
            public init(_ nanoseconds: Int) { magnitude = nanoseconds }
            /// A span of `timeInterval` (a `DispatchTimeInterval`; `.never` is the longest).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                default: magnitude = .max
                }
            }
            public init(integerLiteral value: Int) { self = .seconds(value) }
            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// The span as a `DispatchTimeInterval`.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public static func seconds(_ s: Int) -> Stride { Stride(s * 1_000_000_000) }
            public static func seconds(_ s: Double) -> Stride { Stride(Int((s * 1_000_000_000).rounded())) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(us * 1_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// How work is submitted to the queue, as Combine's type.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work is part of.
        public var group: DispatchGroup?

        /// Options with these values.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Now, on the dispatch clock.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Submits `action` with `async`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Submits `action` with `asyncAfter` (the tolerance is left to the system).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }
}
