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
        a.size == b.size && a.explicitGuides === b.explicitGuides
    }
}

/// Internal: a lazy source of a view's explicit guide values.
final class ExplicitGuides {
    private let lookup: (AlignmentKey) -> CGFloat?
    init(_ lookup: @escaping (AlignmentKey) -> CGFloat?) { self.lookup = lookup }
    func value(_ key: AlignmentKey) -> CGFloat? { lookup(key) }
}
