import TerminalLayout
import TerminalRenderer

/// Reads the sizes the command line takes: `80x24` (a terminal) and `300xnil` (a proposal).
public enum SizeText {
    /// A terminal size `COLUMNSxROWS` (`x` or `×`), each 1...1000; `nil` if malformed.
    public static func cellSize(_ text: String) -> CellSize? {
        guard let (w, h) = split(text), let columns = Int(w), let rows = Int(h),
              (1...1000).contains(columns), (1...1000).contains(rows) else { return nil }
        return CellSize(columns: columns, rows: rows)
    }

    /// A proposal `WxH` in points, each a non-negative finite number or `nil` (unspecified);
    /// `nil` if malformed. `inf` and `nan` are refused: an infinite proposal has no frames
    /// worth printing (views would be 0 wide or overlap) and `nan` none at all.
    public static func proposal(_ text: String) -> ProposedViewSize? {
        guard let (w, h) = split(text), let width = dimension(w), let height = dimension(h) else { return nil }
        return ProposedViewSize(width: width, height: height)
    }

    /// One dimension: `.some(nil)` for `nil`, `.some(value)` for a finite number, `nil` if malformed.
    private static func dimension(_ text: Substring) -> CGFloat?? {
        if text == "nil" { return .some(nil) }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return .some(CGFloat(value))
    }

    private static func split(_ text: String) -> (Substring, Substring)? {
        let parts = text.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2 else { return nil }
        return (Substring(parts[0]), Substring(parts[1]))
    }
}
