import Foundation
import Testing
@testable import TerminalLayout

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` and
/// `ProgressView(timerInterval:countsDown:…)` (TXT3).
struct TextTimerIntervalTests {
    static let start = Date(timeIntervalSinceReferenceDate: 1_000_000)

    @Test("The clock at a time: left until the end counting down, gone since the start counting up", arguments: [
        // seconds from start to end, seconds from start to now, countsDown, showsHours, clock
        (300.0, 90.0, true, true, "3:30"),
        (300.0, 90.0, false, true, "1:30"),
        (300.0, -50.0, true, true, "5:00"),       // before the start: the whole interval
        (300.0, 400.0, true, true, "0:00"),       // after the end: nothing left
        (300.0, 400.0, false, true, "5:00"),
        (4500.0, 0.0, true, true, "1:15:00"),
        (4500.0, 0.0, true, false, "75:00"),      // no hours: the minutes go on
        (3723.5, 0.0, true, true, "1:02:03"),     // part seconds are dropped
    ])
    func clock(length: Double, elapsed: Double, countsDown: Bool, showsHours: Bool, expected: String) {
        let interval = Self.start...Self.start.addingTimeInterval(length)
        #expect(Text.timer(interval, at: Self.start.addingTimeInterval(elapsed), countsDown: countsDown,
                           showsHours: showsHours) == expected)
    }

    @Test("pauseTime is the time read; a text made with one shows it")
    func paused() {
        let interval = Self.start...Self.start.addingTimeInterval(600)
        let text = Text(timerInterval: interval, pauseTime: Self.start.addingTimeInterval(45), countsDown: false)
        #expect(textFrame(text, width: 6, height: 1) == ["0:45"])
    }

    @Test("The progress fraction: left counting down, gone counting up, clamped", arguments: [
        (100.0, 25.0, true, 0.75), (100.0, 25.0, false, 0.25), (100.0, -10.0, true, 1.0),
        (100.0, 150.0, false, 1.0), (0.0, 0.0, true, 0.0), (0.0, 0.0, false, 1.0),
    ])
    func fraction(length: Double, elapsed: Double, countsDown: Bool, expected: Double) {
        let interval = Self.start...Self.start.addingTimeInterval(length)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(of: interval, at: Self.start.addingTimeInterval(elapsed),
                                                           countsDown: countsDown) == expected)
    }

    @Test("A timer progress view not started yet: a full bar counting down and the whole time as its value")
    func progressNotStarted() {
        let begin = Date().addingTimeInterval(10_000)
        let interval = begin...begin.addingTimeInterval(90)
        #expect(textFrame(ProgressView(timerInterval: interval), width: 10, height: 2) == ["██████████", "1:30"])
        #expect(textFrame(ProgressView(timerInterval: interval, countsDown: false) { Text("Egg") }, width: 10, height: 3)
                == ["Egg", "░░░░░░░░░░", "0:00"])
    }
}
