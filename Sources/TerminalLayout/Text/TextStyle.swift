/// Internal: how a `Text` is drawn — weight, dimming, colour, line limit,
/// alignment — shared by every text of that style.
///
/// A class so that `TextBehavior` stays within an existential's inline
/// buffer (a string and one reference); texts of one style resolved one
/// after another share one object through `TextStyle.Cache`, so a list of
/// 10,000 texts makes one style, not 10,000.
final class TextStyle: Equatable {
    let isBold: Bool
    let isDim: Bool
    let color: Color?
    let lineLimit: Int?
    let alignment: TextAlignment
    /// Where a truncated last line loses its text (`truncationMode(_:)`, T3).
    let truncation: Text.TruncationMode
    /// The lines the text takes room for however few it has (T3).
    let reservedLines: Int?

    init(isBold: Bool, isDim: Bool, color: Color?, lineLimit: Int?, alignment: TextAlignment,
         truncation: Text.TruncationMode = .tail, reservedLines: Int? = nil) {
        self.isBold = isBold
        self.isDim = isDim
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.reservedLines = reservedLines
    }

    static func == (a: TextStyle, b: TextStyle) -> Bool {
        a.isBold == b.isBold && a.isDim == b.isDim && a.color == b.color && a.lineLimit == b.lineLimit
            && a.alignment == b.alignment && a.truncation == b.truncation && a.reservedLines == b.reservedLines
    }

    /// The style made last, handed out again while texts keep asking for it.
    struct Cache {
        private var last: TextStyle?

        /// A style with these values: the last one made if it has them, else a new one.
        mutating func style(isBold: Bool, isDim: Bool, color: Color?, lineLimit: Int?, alignment: TextAlignment,
                            truncation: Text.TruncationMode = .tail, reservedLines: Int? = nil) -> TextStyle {
            if let last, last.isBold == isBold, last.isDim == isDim, last.lineLimit == lineLimit, last.alignment == alignment,
               last.truncation == truncation, last.reservedLines == reservedLines, last.color == color {
                return last
            }
            let made = TextStyle(isBold: isBold, isDim: isDim, color: color, lineLimit: lineLimit, alignment: alignment,
                                 truncation: truncation, reservedLines: reservedLines)
            last = made
            return made
        }
    }
}
