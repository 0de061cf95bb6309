/// The subviews of a layout container: a random-access collection of
/// `LayoutSubview` proxies, in view order (L8).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of the subviews is again a `LayoutSubviews`, as in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    /// The element type.
    public typealias Element = LayoutSubview
    /// The index type.
    public typealias Index = Int

    let storage: [LayoutSubview]
    /// The position of the first subview.
    public let startIndex: Int
    /// The position one past the last subview.
    public let endIndex: Int
    /// The layout direction of the container (always `.leftToRight` here).
    public var layoutDirection: LayoutDirection

    init(_ storage: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.storage = storage
        self.startIndex = storage.startIndex
        self.endIndex = storage.endIndex
        self.layoutDirection = layoutDirection
    }

    private init(storage: [LayoutSubview], bounds: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.startIndex = bounds.lowerBound
        self.endIndex = bounds.upperBound
        self.layoutDirection = layoutDirection
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }

    /// The subviews in `bounds`, keeping the original indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, bounds: bounds, layoutDirection: layoutDirection)
    }

    /// Equal when both hold the same subviews in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }

    var engine: LayoutEngine? { storage.first?.engine }
    var container: Node? { storage.first?.container }
}
