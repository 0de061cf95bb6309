import TerminalLayout

/// How the demo writes numbers: whole numbers without a fraction, others as Swift prints them.
public enum NumberText {
    /// `80` for 80.0, `32.5` for 32.5, `nil` for `nil` (an unspecified proposal).
    public static func points(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        return "\(Double(value))"
    }

    /// At most two decimals, for people: `15.67` for 15.666…, `80` for 80.0, `nil` for `nil`.
    public static func short(_ value: CGFloat?) -> String {
        guard let value, value.isFinite else { return points(value) }
        return points((value * 100).rounded() / 100)
    }

    /// `short` width and height joined by `×`: `15.67×nil`.
    public static func shortSize(_ width: CGFloat?, _ height: CGFloat?) -> String {
        "\(short(width))×\(short(height))"
    }

    /// Milliseconds with one decimal: `1.2 ms`.
    public static func milliseconds(_ value: Double) -> String {
        let tenths = Int((Swift.max(0, value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }

    /// A width and height joined by `×`: `12×nil`.
    public static func size(_ width: CGFloat?, _ height: CGFloat?) -> String {
        "\(points(width))×\(points(height))"
    }
}
