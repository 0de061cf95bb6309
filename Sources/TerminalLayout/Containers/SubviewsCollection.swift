/// The subviews of a custom container's content, in view order, as
/// SwiftUI (iOS 18) hands them to `Group(subviews:transform:)`.
///
/// A random-access collection of ``Subview``s, and a view that places them
/// all, in order:
///
/// ```swift
/// Group(subviews: content) { subviews in
///     if let first = subviews.first { first.border(.gray) }   // the first, framed
///     subviews[1...]                                          // the rest as they are
///     Text("\(subviews.count) items")
/// }
/// ```
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    init(_ subviews: [Subview]) { self.subviews = subviews }

    /// The position of the first subview.
    public var startIndex: Int { 0 }
    /// The position after the last subview.
    public var endIndex: Int { subviews.count }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(base: subviews, bounds: bounds)
    }

    /// `SubviewsCollection` has no body: it places its subviews.
    public var body: Never { preconditionFailure("SubviewsCollection is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        for subview in subviews { subview._resolve(context, into: &elements) }
    }
}

/// A run of a ``SubviewsCollection``'s subviews (`subviews[1...]`), itself
/// a collection and a view that places them, in order.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    let base: [Subview]
    let bounds: Range<Int>

    /// The position of the first subview (its position in the whole collection).
    public var startIndex: Int { bounds.lowerBound }
    /// The position after the last subview.
    public var endIndex: Int { bounds.upperBound }
    /// The subview at `index` (a position in the whole collection).
    public subscript(index: Int) -> Subview {
        precondition(bounds.contains(index), "Index \(index) out of bounds \(bounds)")
        return base[index]
    }
    /// The subviews at `bounds` (positions in the whole collection).
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.clamped(to: self.bounds) == bounds, "Range \(bounds) out of bounds \(self.bounds)")
        return SubviewsCollectionSlice(base: base, bounds: bounds)
    }

    /// `SubviewsCollectionSlice` has no body: it places its subviews.
    public var body: Never { preconditionFailure("SubviewsCollectionSlice is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        for index in bounds { base[index]._resolve(context, into: &elements) }
    }
}
