import Foundation

/// The label a date-based progress view shows for its current value: the timer of its
/// interval (SwiftUI's `DefaultDateProgressLabel`; `Text(timerInterval:countsDown:)`, TXT3).
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
    /// Progress through `timerInterval` (iOS 16): the bar filled with the part of the interval
    /// left (`countsDown`) or gone, at the time the view is resolved (PRG1, TXT3).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(),
                  fraction: Self.fraction(of: timerInterval, at: Date(), countsDown: countsDown))
    }

    /// The part of `interval` left (`countsDown`) or gone at `now`, 0…1 (an empty interval: done).
    static func fraction(of interval: ClosedRange<Date>, at now: Date, countsDown: Bool) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0, length.isFinite else { return countsDown ? 0 : 1 }
        let gone = min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - gone : gone
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` with a label; the current value is the timer (TXT3).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }

    /// Progress through `timerInterval`; the current value is the timer (TXT3).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
