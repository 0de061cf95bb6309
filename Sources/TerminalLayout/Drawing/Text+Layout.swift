import Foundation

extension Text {
    /// The laid-out lines of a text, as a ``TextRenderer`` receives them
    /// (rule TXR1): a collection of ``Line``, each a collection of
    /// ``Run``, each a collection of ``RunSlice`` (one character each).
    ///
    /// In a terminal a line is one row of cells: its typographic bounds
    /// are the row (the ascent is the row's height, the baseline its
    /// bottom, T5), and its origin is where the row's line starts, in the
    /// text's frame — moved along the row as the text's alignment places
    /// it.
    public struct Layout: RandomAccessCollection, Equatable {
        /// The lines, top to bottom.
        let lines: [Line]
        /// Whether the text was cut to fit (its last line ends in `…`).
        public let isTruncated: Bool

        /// The first line's index, 0.
        public var startIndex: Int { lines.startIndex }
        /// One past the last line's index.
        public var endIndex: Int { lines.endIndex }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }
    }
}

extension Text.Layout {
    /// The measures of a line, run or slice, as typography measures them:
    /// from the baseline's start (`origin`), up (`ascent`) and down
    /// (`descent`) (TXR1: a row of cells, the baseline at its bottom).
    public struct TypographicBounds: Equatable, Sendable {
        /// Where the baseline starts, in the text's coordinates.
        public var origin: CGPoint
        /// The width.
        public var width: CGFloat
        /// The height above the baseline (a row).
        public var ascent: CGFloat
        /// The depth below the baseline (0 in cells).
        public var descent: CGFloat
        /// The space between lines (0 in cells).
        public var leading: CGFloat

        /// The rectangle from the top of the ascent to the bottom of the descent.
        public var rect: CGRect {
            CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
        }
    }

    /// Options of drawing a line, run or slice (none change cells, TXR1).
    public struct DrawingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Glyph positions are not rounded to (sub)pixels; cells are whole.
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
}
