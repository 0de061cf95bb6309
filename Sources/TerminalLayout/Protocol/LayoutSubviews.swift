/// The subviews of a layout container: a random-access collection of
/// `LayoutSubview` proxies, in view order (L8).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of the subviews is again a `LayoutSubviews`, as in SwiftUI.
    public typealias SubSequence = LayoutSubviews
    /// The element type.
    public typealias Element = LayoutSubview
    /// The index type.
    public typealias Index = Int

    /// The container's children, read in place: a proxy is made when it is
    /// asked for (a node handle, the container's and the child's position),
    /// so handing a container its subviews stores nothing per child. Two
    /// or more children are read from their array; one is kept here.
    /// (Usable from inline code: a custom layout in another module reads
    /// `subviews[i]` without a call.)
    @usableFromInline let many: [Node]
    @usableFromInline let single: Node?
    @usableFromInline let container: Node
    @usableFromInline unowned(unsafe) let source: LayoutEngine
    /// The proxies of a collection picked by `subscript(indices:)`, in the
    /// order picked; `nil` for a container's own subviews and their slices.
    @usableFromInline let picked: [LayoutSubview]?
    /// The position of the first subview.
    public let startIndex: Int
    /// The position one past the last subview.
    public let endIndex: Int
    /// The layout direction inherited by the container. Most layouts need
    /// not read it: the container's subviews are placed mirrored under
    /// `.rightToLeft` (RTL1).
    public var layoutDirection: LayoutDirection

    /// The subviews of `container`: its children, in view order.
    init(children: NodeList, container: Node, engine: LayoutEngine, layoutDirection: LayoutDirection) {
        self.many = children.array
        self.single = children.single
        self.container = container
        self.source = engine
        self.picked = nil
        self.startIndex = 0
        self.endIndex = children.count
        self.layoutDirection = layoutDirection
    }

    /// The proxies in `picked`, indexed from 0.
    init(picking picked: [LayoutSubview], from subviews: LayoutSubviews) {
        self.many = subviews.many
        self.single = subviews.single
        self.container = subviews.container
        self.source = subviews.source
        self.picked = picked
        self.startIndex = 0
        self.endIndex = picked.count
        self.layoutDirection = subviews.layoutDirection
    }

    private init(_ base: LayoutSubviews, bounds: Range<Int>) {
        self.many = base.many
        self.single = base.single
        self.container = base.container
        self.source = base.source
        self.picked = base.picked
        self.startIndex = bounds.lowerBound
        self.endIndex = bounds.upperBound
        self.layoutDirection = base.layoutDirection
    }

    /// The subview at `index`.
    @inlinable
    public subscript(index: Int) -> LayoutSubview {
        if let picked { return picked[index] }
        let node: Node
        if !many.isEmpty {
            node = many[index]
        } else {
            precondition(index == 0 && single != nil, "subview index out of range")
            node = single.unsafelyUnwrapped
        }
        return LayoutSubview(node: node, container: container, index: Int32(truncatingIfNeeded: index), engine: source)
    }

    /// The subviews in `bounds`, keeping the original indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "subview range out of bounds")
        return LayoutSubviews(self, bounds: bounds)
    }

    /// Equal when both hold the same subviews in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }

    /// The engine laying the container out; `nil` when it has no children
    /// (nothing to measure).
    var engine: LayoutEngine? {
        if let picked { return picked.first?.engine }
        return many.isEmpty && single == nil ? nil : source
    }
}
