// Small helpers of `GridLayout`.

extension HorizontalAlignment {
    /// Where this guide sits across a grid cell, as a fraction: leading 0,
    /// center ½, trailing 1. Other (custom) guides count as leading.
    var gridFraction: CGFloat {
        if self == .center { return 0.5 }
        if self == .trailing { return 1 }
        return 0
    }
}

extension VerticalAlignment {
    /// Where this guide sits down a grid cell, as a fraction: top 0, center
    /// ½, bottom 1. Baselines and custom guides count as top.
    var gridFraction: CGFloat {
        if self == .center { return 0.5 }
        if self == .bottom { return 1 }
        return 0
    }
}

/// `value` when it is finite and not negative, else 0 — for a grid's
/// spacings, which the caller or a view's spacing preferences give.
func nonNegativeGridLength(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}
