/// An edge on the horizontal axis: leading or trailing, as in SwiftUI.
///
/// Layout code uses it to say which side something sits on (a sidebar, a
/// swipe action). In a terminal, leading is the left (TerminalLayout lays
/// out left to right).
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The element type of the set.
        public typealias Element = HorizontalEdge.Set
        /// The raw bits of the set.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set holding one edge.
        public init(_ edge: HorizontalEdge) { self.rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
