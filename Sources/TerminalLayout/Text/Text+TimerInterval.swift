import Foundation

extension Text {
    /// A timer over `timerInterval` (iOS 16), as a clock ("2:32", "1:02:03"): counting down,
    /// the time left until its end; counting up, the time since its start — clamped to the
    /// interval, read at `pauseTime` when given, else now (TXT3). Without `showsHours` the
    /// minutes go past 59 ("75:03").
    ///
    /// Worked out when the view is resolved, as TXT2's `.timer` is: an app redrawing on its
    /// tick keeps it running.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        self.init(verbatim: Self.timer(timerInterval, at: pauseTime ?? Date(), countsDown: countsDown,
                                       showsHours: showsHours))
    }

    /// The clock `Text(timerInterval:…)` shows at `now` (internal: tests give the time).
    static func timer(_ interval: ClosedRange<Date>, at now: Date, countsDown: Bool, showsHours: Bool) -> String {
        let clamped = min(max(now, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        let total = seconds.isFinite ? Int(max(0, seconds).rounded(.down)) : 0
        let hours = total / 3600, minutes = total / 60 % 60, rest = total % 60
        if showsHours && hours > 0 { return "\(hours):" + String(format: "%02d:%02d", minutes, rest) }
        return "\(total / 60):" + String(format: "%02d", rest)
    }
}
