import Foundation

extension Text.Layout {
    /// One line of laid-out text: a row of cells (TXR1), a collection of
    /// its runs — one unless the text's attributes split it.
    public struct Line: RandomAccessCollection, Equatable {
        /// The runs, leading to trailing.
        let runs: [Run]
        /// Where the line's baseline starts, in the text's coordinates.
        public let origin: CGPoint
        /// The line's measures.
        public let typographicBounds: TypographicBounds

        /// The first run's index, 0.
        public var startIndex: Int { runs.startIndex }
        /// One past the last run's index.
        public var endIndex: Int { runs.endIndex }
        /// The run at `index`.
        public subscript(index: Int) -> Run { runs[index] }
    }
}
