/// Internal: the one conversion from a point or cell count (`CGFloat`) to
/// an `Int`, clamped so that no input traps.
///
/// Swift's `Int(_: Double)` traps on NaN, on ±∞ and on values beyond
/// `Int.max` — and a layout may legitimately be proposed 1e300 or
/// `greatestFiniteMagnitude / 5` (Apple's own sample layouts do). Every
/// `Double → Int` conversion in the package goes through here: NaN becomes
/// 0, and everything else is clamped to ±`Int32.max`, far beyond any
/// terminal, so that arithmetic on the result cannot overflow either.
extension Int {
    /// `value` rounded toward zero, NaN as 0, clamped to ±`Int32.max`.
    init(saturating value: CGFloat) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = CGFloat(Int32.max)
        self = Int(Swift.max(-limit, Swift.min(limit, value)).rounded(.towardZero))
    }
}
