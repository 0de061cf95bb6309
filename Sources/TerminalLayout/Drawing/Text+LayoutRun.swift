import Foundation

extension Text.Layout {
    /// A run of laid-out text with one style and one set of attributes,
    /// a collection of slices of one character each (TXR1).
    public struct Run: RandomAccessCollection, Equatable {
        /// The characters, each as a string (a grapheme cluster).
        let characters: [String]
        /// Each character's column from the run's start, then the run's width.
        let columns: [Int]
        /// The run's style: colour, weight (its lines are empty).
        let style: TextPlacement
        /// The custom attributes of the text it is from.
        let attributes: TextAttributes?
        /// Points per cell.
        let metrics: CellMetrics
        /// Where the run's baseline starts, in the text's coordinates.
        let origin: CGPoint
        /// The direction the run's characters go.
        public let layoutDirection: LayoutDirection

        /// The first slice's index, 0.
        public var startIndex: Int { 0 }
        /// One past the last slice's index.
        public var endIndex: Int { characters.count }
        /// The slice of the character at `index`.
        public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

        /// The run's measures.
        public var typographicBounds: TypographicBounds { bounds(0..<characters.count) }

        /// The value of the attribute of type `key` the run's text has (`customAttribute(_:)`), if any.
        public subscript<K: TextAttribute>(key: K.Type) -> K? {
            attributes?.value(key)
        }

        /// The measures of the characters in `range`.
        func bounds(_ range: Range<Int>) -> TypographicBounds {
            let start = CGFloat(columns[range.lowerBound]) * metrics.column
            let width = CGFloat(columns[range.upperBound] - columns[range.lowerBound]) * metrics.column
            return TypographicBounds(origin: CGPoint(x: origin.x + start, y: origin.y), width: width,
                                     ascent: metrics.row, descent: 0, leading: 0)
        }
    }
}
