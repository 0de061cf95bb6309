import Foundation
import Testing
@testable import TerminalLayout

/// `TimelineView` and its schedules (TML1).
@MainActor
struct TimelineViewTests {
    static let screen = ProposedViewSize(width: 20, height: 1)

    @Test("A periodic schedule's next date after a date: worked out, by hand",
          arguments: [(0.0, 10.0), (5.0, 10.0), (10.0, 20.0), (25.5, 30.0), (-3.0, 0.0)])
    func periodicNext(_ after: Double, _ expected: Double) {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        let schedule = PeriodicTimelineSchedule.periodic(from: start, by: 10)
        let next = TimelineScheduleStep.next(after: start.addingTimeInterval(after), in: schedule)
        #expect(next == start.addingTimeInterval(expected))
    }

    @Test("Explicit dates: the first later one, then none; a paused animation: none; an animation at most 10 a second")
    func otherSchedules() {
        let base = Date(timeIntervalSinceReferenceDate: 0)
        let dates = [base, base.addingTimeInterval(5), base.addingTimeInterval(9)]
        let explicit = ExplicitTimelineSchedule.explicit(dates)
        #expect(TimelineScheduleStep.next(after: base.addingTimeInterval(1), in: explicit) == dates[1])
        #expect(TimelineScheduleStep.next(after: base.addingTimeInterval(9), in: explicit) == nil)
        #expect(TimelineScheduleStep.next(after: base, in: AnimationTimelineSchedule.animation(paused: true)) == nil)
        #expect(TimelineScheduleStep.next(after: base, in: AnimationTimelineSchedule.animation) == base.addingTimeInterval(0.1))
        #expect(TimelineScheduleStep.next(after: base, in: AnimationTimelineSchedule.animation(minimumInterval: 2))
                == base.addingTimeInterval(2))
        let minute = Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: base.addingTimeInterval(30), mode: .normal).prefix(2))
        #expect(minute == [base.addingTimeInterval(60), base.addingTimeInterval(120)])
    }

    final class Dates: @unchecked Sendable {
        var seen: [Date] = []
    }

    @Test("The content is made with the entry's date, then again at the next one")
    func madeAgain() async {
        let dates = Dates()
        let before = Date()
        let view = TimelineView(.periodic(from: before, by: 0.1)) { context in
            let _ = dates.seen.append(context.date)
            Text("tick").id("t")
        }
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: Self.screen)
        // (A body may be evaluated more than once for one entry: the dates are what count.)
        let first = dates.seen.last
        #expect(first != nil && first! >= before && Set(dates.seen).count == 1)
        var turns = 0
        while !graph.needsUpdate, turns < 5_000 {
            turns += 1
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        _ = graph.layout(proposal: Self.screen)
        #expect(Set(dates.seen).count == 2)
        // The second entry is the schedule's next date: a multiple of 0.1 s after the start.
        let steps = (dates.seen.last ?? before).timeIntervalSince(before) / 0.1
        #expect(abs(steps - steps.rounded()) < 1e-6 && steps.rounded() >= 1)
    }
}
