import TerminalLayout

// Internal helpers shared by the gallery layouts. Everything here uses only
// TerminalLayout's public API.

extension HorizontalAlignment {
    /// Where this guide sits across a width, as a fraction: leading 0,
    /// center ½, trailing 1. Other (custom) guides count as leading.
    var fraction: CGFloat {
        if self == .center { return 0.5 }
        if self == .trailing { return 1 }
        return 0
    }
}

extension VerticalAlignment {
    /// Where this guide sits down a height, as a fraction: top 0, center ½,
    /// bottom 1. Baselines and custom guides count as top.
    var fraction: CGFloat {
        if self == .center { return 0.5 }
        if self == .bottom { return 1 }
        return 0
    }
}

/// `value` when it is a finite number, else `nil` (an unspecified or
/// infinite proposal both mean "no usable bound").
func finite(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return value
}

/// `value` when it is finite and not negative, else 0 — for user-supplied
/// spacings and lengths.
func nonNegative(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}
