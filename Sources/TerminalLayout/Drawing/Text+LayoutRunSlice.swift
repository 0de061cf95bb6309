import Foundation

extension Text.Layout {
    /// Some of a run's characters, by index (TXR1).
    public struct RunSlice: Equatable {
        /// The run the slice is of.
        public let run: Run
        /// The indices of its characters in the run.
        public let indices: Range<Int>

        /// The slice's measures.
        public var typographicBounds: TypographicBounds { run.bounds(indices) }

        /// The slice's characters.
        var text: String { run.characters[indices].joined() }
    }
}
