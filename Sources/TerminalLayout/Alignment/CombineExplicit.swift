extension HorizontalAlignment {
    /// Merges the explicit values of this guide from several subviews, as
    /// SwiftUI's `combineExplicit(_:)` does for a custom layout's
    /// `explicitAlignment(of:in:proposal:subviews:cache:)`: `nil` values are
    /// skipped, and the result is `nil` when none is left. For the built-in
    /// guides (leading, center, trailing) it is the mean of the values
    /// (Apple's documentation); for other guides it folds them with the
    /// guide's own rule (A3: the mean for custom guides).
    ///
    /// ```
    /// HorizontalAlignment.leading.combineExplicit([2, nil, 4])   // 3
    /// ```
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }
}

extension VerticalAlignment {
    /// Merges the explicit values of this guide from several subviews, as
    /// SwiftUI's `combineExplicit(_:)` does: `nil` values are skipped; the
    /// built-in frame guides (top, center, bottom) take the mean, text
    /// baselines and custom guides their own rule (A3: `firstTextBaseline`
    /// the top-most value, custom guides the mean).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }
}

extension AlignmentKey {
    /// The explicit values folded as `combineExplicit(_:)` documents.
    func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            if isFrameGuide {
                let previous = result ?? 0
                result = previous + (value - previous) / CGFloat(n + 1)
            } else {
                combine(childValue: value, n, into: &result)
            }
            n += 1
        }
        return result
    }
}
