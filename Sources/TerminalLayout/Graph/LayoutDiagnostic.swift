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
    /// A custom container's transform placed a ``Subview`` it cannot: one
    /// placed already in the same update, or one kept from an earlier
    /// update whose view is gone (CC1); it was left out.
    case invalidSubview(reason: String)

    /// Equal when the cases and payloads are equal; a NaN value equals a
    /// NaN value, so that a diagnostic (and a `LayoutResult` holding it)
    /// equals itself — the synthesised `==` would make results with a
    /// sanitised NaN unequal to themselves.
    public static func == (a: LayoutDiagnostic, b: LayoutDiagnostic) -> Bool {
        switch (a, b) {
        case let (.sanitised(n1, w1, v1), .sanitised(n2, w2, v2)):
            return n1 == n2 && w1 == w2 && (v1 == v2 || (v1.isNaN && v2.isNaN))
        case let (.recursionLimit(n1, d1), .recursionLimit(n2, d2)): return n1 == n2 && d1 == d2
        case let (.resolutionLimit(v1, d1), .resolutionLimit(v2, d2)): return v1 == v2 && d1 == d2
        case let (.placeOutsidePlaceSubviews(n1), .placeOutsidePlaceSubviews(n2)): return n1 == n2
        case let (.invalidSubview(r1), .invalidSubview(r2)): return r1 == r2
        default: return false
        }
    }

    /// One line describing the problem.
    public var description: String {
        switch self {
        case let .sanitised(node, what, value): return "\(node): sanitised \(what) \(value)"
        case let .recursionLimit(node, depth): return "\(node): layout recursion deeper than \(depth); answered zero"
        case let .resolutionLimit(view, depth): return "\(view): view nesting deeper than \(depth); subtree left out"
        case let .placeOutsidePlaceSubviews(node): return "\(node): place(at:anchor:proposal:) called outside placeSubviews; ignored"
        case let .invalidSubview(reason): return "Subview: \(reason)"
        }
    }
}
