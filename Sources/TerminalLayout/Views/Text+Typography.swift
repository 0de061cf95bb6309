/// What `Text` accepts for SwiftUI's typography and shows in a terminal:
/// a weight as bold or dim; the rest — underline, strikethrough, kerning,
/// tracking, baseline offset, monospaced digits — cannot be shown in
/// fixed cells of one typeface (or, for underline and strikethrough, is
/// not drawn by the canvas), and leaves the text unchanged, so code
/// written for SwiftUI compiles.
extension Text {
    /// This text in `weight`: bold from `.semibold` up, dim up to `.light`
    /// (as `Font.weight(_:)`); `nil` goes back to the font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Underlined text is not drawn as such; the text is returned unchanged.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// Struck-through text is not drawn as such; the text is returned unchanged.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// Every character takes whole cells: kerning changes nothing.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Every character takes whole cells: tracking changes nothing.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// Lines sit on whole rows: a baseline offset changes nothing.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Every digit already takes one cell.
    public func monospacedDigit() -> Text { self }

    /// A terminal draws every design in its one fixed-width typeface: the text is returned
    /// unchanged.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// Every character already takes whole cells of one typeface.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
}

extension Text {
    /// Where text that does not fit loses its characters (`truncationMode(_:)`, T3).
    public enum TruncationMode: Hashable, Sendable {
        /// At the start of the last line shown: "…" and the end of the text.
        case head
        /// At the end of the last line shown: its start and "…" (the default).
        case tail
        /// In the middle of the last line shown.
        case middle
    }

    /// A case to show text in (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }
}

nonisolated extension View {
    /// Where text below this view that does not fit its lines loses its
    /// characters (T3): on its last line shown, which ends in "…" (`.tail`,
    /// the default), starts with it (`.head`), or has it in the middle.
    public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentModifier { $0.truncationMode = mode })
    }

    /// Limits text below this view to `limit` lines and, with
    /// `reservesSpace`, has it take the room of `limit` lines however few
    /// it has (T3).
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let limit = Swift.max(1, limit)
        return modifier(_EnvironmentModifier { environment in
            environment.lineLimit = limit
            environment.reservedLines = reservesSpace ? limit : nil
        })
    }

    /// Limits text below this view to at most `limit.upperBound` lines, and
    /// has it take the room of at least `limit.lowerBound` (T3).
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        let low = Swift.max(1, limit.lowerBound), high = Swift.max(low, limit.upperBound)
        return modifier(_EnvironmentModifier { environment in
            environment.lineLimit = high
            environment.reservedLines = low
        })
    }

    /// Has text below this view take the room of at least
    /// `limit.lowerBound` lines, with no upper limit (T3).
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        let low = Swift.max(1, limit.lowerBound)
        return modifier(_EnvironmentModifier { environment in
            environment.lineLimit = nil
            environment.reservedLines = low
        })
    }

    /// Has text below this view take at most `limit.upperBound` lines (T3).
    public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Shows text below this view in `textCase` (`nil`: as written); the
    /// text is measured as shown.
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        modifier(_EnvironmentModifier { $0.textCase = textCase })
    }

    /// Shows text below this view in `weight`: bold from `.semibold` up;
    /// `nil` or a lighter weight is not bold (see `Text.fontWeight`).
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        bold(weight.map { $0.value >= Font.Weight.semibold.value } ?? false)
    }

    /// Italic cannot be shown in a terminal; the view is returned unchanged.
    public consuming func italic(_ isActive: Bool = true) -> some View { self }

    /// Underlined text is not drawn as such; the view is returned unchanged.
    public consuming func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                                    color: Color? = nil) -> some View { self }

    /// Struck-through text is not drawn as such; the view is returned unchanged.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                                        color: Color? = nil) -> some View { self }

    /// Every character takes whole cells: kerning changes nothing.
    public consuming func kerning(_ kerning: CGFloat) -> some View { self }

    /// Every character takes whole cells: tracking changes nothing.
    public consuming func tracking(_ tracking: CGFloat) -> some View { self }

    /// Every digit already takes one cell.
    public consuming func monospacedDigit() -> some View { self }

    /// Every character already takes whole cells of one fixed-width typeface: the view is
    /// returned unchanged (iOS 16.4's `monospaced(_:)` on any view).
    public consuming func monospaced(_ isActive: Bool = true) -> some View { self }

    /// A terminal draws every design in its one fixed-width typeface: the view is returned
    /// unchanged.
    public consuming func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Lines of text are one row apart: extra spacing between them is not shown.
    public consuming func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Text cannot be drawn smaller than a cell: it wraps and truncates instead.
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Every character takes whole cells: they cannot be drawn tighter.
    public consuming func allowsTightening(_ flag: Bool) -> some View { self }

    /// Text is not selectable in a terminal drawn by the app.
    public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// Whether text can be selected (`textSelection(_:)`); accepted, with no
/// effect in a terminal.
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that is not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
