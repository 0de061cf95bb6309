import Foundation

/// A view whose content is made again on a schedule of dates, as in SwiftUI:
/// `TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }`.
///
/// The content is made with the date of its entry; the view then waits
/// (a `task`, TASK1) until the schedule's next date after now and makes it
/// again — in an app, the next frame shows it. An animation schedule runs
/// at most ten times a second (a terminal redraws no faster); a paused one,
/// or a schedule with no later date, stops (TML1).
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is made with.
    public typealias Context = TimelineViewDefaultContext

    private let schedule: Schedule
    private let content: (TimelineViewDefaultContext) -> Content

    /// A view made by `content` at each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        _TimelineContent(schedule: schedule, content: content)
    }
}

/// Internal: the content of a `TimelineView` and its wait for the next date.
nonisolated struct _TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    /// The date of the entry shown: when the view appeared, then the schedule's.
    @State private var entry = Date()

    var body: some View {
        let date = entry
        return content(TimelineViewDefaultContext(date: date, cadence: .seconds))
            .task(id: date) {
                guard let next = TimelineScheduleStep.next(after: date, in: schedule) else { return }
                let wait = next.timeIntervalSince(Date())
                if wait > 0 {
                    try? await Task.sleep(nanoseconds: UInt64(Swift.min(wait, 86_400) * 1_000_000_000))
                }
                if Task.isCancelled { return }
                entry = next
            }
    }
}

/// Internal: finding a schedule's next date.
enum TimelineScheduleStep {
    /// How many of a schedule's entries are looked through for one after
    /// a date (a schedule of your own that starts long ago).
    static let searchLimit = 10_000

    /// The schedule's first date after `date`, if any.
    static func next<S: TimelineSchedule>(after date: Date, in schedule: S) -> Date? {
        if let periodic = schedule as? PeriodicTimelineSchedule { return periodic.next(after: date) }
        if let animation = schedule as? AnimationTimelineSchedule {
            return animation.paused ? nil : date.addingTimeInterval(Swift.max(0.1, animation.minimumInterval ?? 0.1))
        }
        var seen = 0
        for entry in schedule.entries(from: date, mode: .normal) {
            if entry > date { return entry }
            seen += 1
            if seen >= searchLimit { return nil }
        }
        return nil
    }
}

/// What a `TimelineView`'s content is made with, as in SwiftUI.
public struct TimelineViewDefaultContext {
    /// The date of the schedule's entry.
    public let date: Date
    /// How often the content is made again.
    public let cadence: Cadence

    /// How often a timeline's content is made again.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// When a timeline's content is made again, as in SwiftUI.
public protocol TimelineSchedule {
    /// The dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule runs in the normal way or as slowly as it can.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    /// Every `interval` seconds (at least a tenth of a second) from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite ? Swift.max(0.1, interval) : 1
    }

    /// The dates from `startDate` on: the schedule's at or after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = self.next(after: startDate.addingTimeInterval(-interval / 2)) ?? startDate
        return AnyIterator {
            defer { next = next.addingTimeInterval(interval) }
            return next
        }
    }

    /// The first date of the schedule after `date`, worked out, not counted.
    func next(after date: Date) -> Date? {
        let elapsed = date.timeIntervalSince(start)
        guard elapsed >= 0 else { return start }
        return start.addingTimeInterval((elapsed / interval).rounded(.down) * interval + interval)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The schedule.
    public init() {}

    /// The starts of the minutes from `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60).entries(from: startDate, mode: mode)
    }
}

/// As often as an animation is drawn (here: ten times a second at most).
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool

    /// Every `minimumInterval` seconds at most often; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates a tenth of a second (or `minimumInterval`) apart from `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        PeriodicTimelineSchedule(from: startDate, by: Swift.max(0.1, minimumInterval ?? 0.1)).entries(from: startDate, mode: mode)
    }
}

/// The dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// The dates `dates`.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation is drawn.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// As often as an animation is drawn, at most every `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
