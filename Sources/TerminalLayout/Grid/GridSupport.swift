// Small helpers of `GridLayout`.

extension FramePosition {
    /// Where a guide at this position sits across a length, as a fraction:
    /// start 0, centre ½, end 1.
    var fraction: CGFloat {
        switch self {
        case .start: 0
        case .center: 0.5
        case .end: 1
        }
    }
}

extension HorizontalAlignment {
    /// Where this guide sits across a grid cell, as a fraction (leading 0,
    /// center ½, trailing 1): its frame position's. A custom guide counts as
    /// leading.
    var gridFraction: CGFloat { key.framePosition?.fraction ?? 0 }
}

extension VerticalAlignment {
    /// Where this guide sits down a grid cell, as a fraction (top 0, center
    /// ½, bottom 1): its frame position's. Baselines and custom guides count
    /// as top.
    var gridFraction: CGFloat { key.framePosition?.fraction ?? 0 }
}

/// `value` when it is finite and not negative, else 0 — for a grid's
/// spacings, which the caller or a view's spacing preferences give.
func nonNegativeGridLength(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}
