/// A view's size and alignment guides in its own coordinate space (LS4).
///
/// `d[guide]` is the view's explicit value for the guide if it has one
/// (set with `alignmentGuide(_:computeValue:)`, or a text baseline), else
/// the guide's default value.
public struct ViewDimensions: Equatable {
    let size: CGSize
    let explicitGuides: ExplicitGuides?

    init(size: CGSize, explicitGuides: ExplicitGuides? = nil) {
        self.size = size
        self.explicitGuides = explicitGuides
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The value of a horizontal guide: explicit if set, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide: explicit if set, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a horizontal guide, or `nil` if the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides?.value(guide.key) }
    /// The explicit value of a vertical guide, or `nil` if the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides?.value(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitGuides?.value(key) ?? key.defaultValue(in: self)
    }

    /// Equal when the sizes are equal and the guides come from the same source.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.explicitGuides == b.explicitGuides
    }
}

/// Internal: where a view's explicit guide values come from — a node of
/// the graph under a proposal (looked up, and memoised, by the engine when
/// a guide is read), without allocating anything per `dimensions(in:)`.
struct ExplicitGuides: Equatable {
    let node: Node
    unowned(unsafe) let engine: LayoutEngine
    let proposal: ProposedViewSize

    func value(_ key: AlignmentKey) -> CGFloat? { engine.explicitValue(of: node, key, proposal: proposal) }

    static func == (a: ExplicitGuides, b: ExplicitGuides) -> Bool {
        a.node == b.node && a.engine === b.engine && a.proposal == b.proposal
    }
}
