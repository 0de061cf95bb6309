/// The number of terminal columns text occupies: the one display-width function of the project.
///
/// Widths mirror glibc 2.36 `wcwidth` (Unicode 14.0.0) under a UTF-8 locale, from static
/// tables (see `DisplayWidthTables.swift`), so the result never depends on the process
/// locale. Two deliberate differences from `wcwidth`: C0 controls (including NUL), DEL and
/// C1 controls count 1 column, because they are drawn as a one-column visible replacement
/// (see ``VisibleText``); and scalars `wcwidth` rejects with -1 (unassigned, line/paragraph
/// separators) count 1.
public enum DisplayWidth {
    /// Columns one Unicode scalar occupies: 0, 1 or 2. C0/C1 controls and DEL count 1 (they are drawn as a one-column visible replacement, see VisibleText).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Fast path: nothing below U+0300 is zero-width or wide (controls count 1).
        if value < 0x0300 { return 1 }
        if contains(value, in: zeroWidthRanges) { return 0 }
        if contains(value, in: wideRanges) { return 2 }
        return 1
    }

    /// Columns of a grapheme cluster: the sum of its scalars' widths (this is what glibc's wcswidth and tmux do), e.g. "❤️" = 1, "👍🏽" = 4.
    public static func of(_ character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars { total += of(scalar) }
        return total
    }

    /// Columns of a string (sum over its characters).
    public static func of<S: StringProtocol>(_ string: S) -> Int {
        var total = 0
        for scalar in string.unicodeScalars { total += of(scalar) }
        return total
    }

    /// Binary search in sorted, disjoint ranges.
    private static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
