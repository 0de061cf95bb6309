/// A problem the engine found and handled during a layout pass.
///
/// Nothing here stops the process: every problem is repaired (a sanitised
/// value, an empty subtree) and reported.
public enum LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// A view returned or received a NaN, negative or infinite value, which
    /// was replaced (see `LayoutEngine`'s sanitising rule in the README).
    case sanitised(node: String, what: String, value: Double)
    /// Measurement nested deeper than the limit (a layout that measures
    /// itself); the innermost call answered zero.
    case recursionLimit(node: String, depth: Int)
    /// A view body nested deeper than the limit (a view that contains
    /// itself); the subtree was left out.
    case resolutionLimit(view: String, depth: Int)
    /// `LayoutSubview.place` was called outside `placeSubviews`; ignored.
    case placeOutsidePlaceSubviews(node: String)

    /// One line describing the problem.
    public var description: String {
        switch self {
        case let .sanitised(node, what, value): return "\(node): sanitised \(what) \(value)"
        case let .recursionLimit(node, depth): return "\(node): layout recursion deeper than \(depth); answered zero"
        case let .resolutionLimit(view, depth): return "\(view): view nesting deeper than \(depth); subtree left out"
        case let .placeOutsidePlaceSubviews(node): return "\(node): place(at:anchor:proposal:) called outside placeSubviews; ignored"
        }
    }
}
