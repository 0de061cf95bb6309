extension LayoutSubviews {
    /// The subviews at `indices`, in that order, as SwiftUI's
    /// `subscript(indices:)`: a new collection indexed from 0 (unlike a range
    /// slice, which keeps the original indices).
    ///
    /// ```swift
    /// let evens = subviews[stride(from: 0, to: subviews.count, by: 2)]
    /// ```
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(picking: indices.map { self[$0] }, from: self)
    }

    // Ranges are sequences of indices too; these overloads keep
    // `subviews[1...]` and the other range forms the slices they are for
    // every Collection (a partial range as a sequence never ends).

    /// The subviews in `bounds`, keeping the original indices.
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
    /// The subviews from `bounds.lowerBound` on, keeping the original indices.
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
    /// The subviews up to `bounds.upperBound`, keeping the original indices.
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
    /// The subviews through `bounds.upperBound`, keeping the original indices.
    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
}
