/// Where and when a publisher's operators run work, as Combine's protocol — the part of it
/// `receive(on:)`, `debounce`, `delay` and `throttle` use: ``DispatchQueue`` and ``RunLoop``
/// conform (RCV1: `DispatchQueue.main` and `RunLoop.main` both run work on the main queue).
///
/// Combine's repeating `schedule(after:interval:tolerance:options:_:)` is not part of it.
public protocol Scheduler<SchedulerTimeType> {
    /// A point in the scheduler's time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for a piece of work.
    associatedtype SchedulerOptions

    /// The current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as it can (never before this returns).
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or soon after (within `tolerance`).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` as soon as it can.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date` or soon after.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A scheduler's time interval, made from seconds and their fractions, as Combine's protocol
/// (`.milliseconds(300)`, `.seconds(1)`).
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}
