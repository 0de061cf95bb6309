/// A layout that overlays its subviews, aligned in both axes (Z1–Z2).
public struct ZStackLayout: Layout {
    /// How subviews are aligned.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The subviews with the highest priority: only they size the stack (Z1).
    func leaders(_ subviews: Subviews) -> [LayoutSubview] {
        guard let top = subviews.map(\.priority).max() else { return [] }
        return subviews.filter { $0.priority == top }
    }

    /// The union of the highest-priority subviews' frames once aligned
    /// (Z1): the component-wise maximum of their sizes, wider or taller
    /// where explicit alignment guides move some of them apart.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Each subview's frame runs from `anchor − guide` to `anchor − guide + length`,
        // the anchor being the largest guide (Z2): the union is
        // `max(guide) + max(length − guide)` on each axis.
        // An infinite length (a view taking an infinite proposal) makes its
        // guide infinite too: the union is then the maximum of the lengths.
        var size = CGSize.zero
        var anchor = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        var beyond = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for subview in leaders(subviews) {
            let d = subview.dimensions(in: proposal)
            size.width = Swift.max(size.width, d.width)
            size.height = Swift.max(size.height, d.height)
            let x = d[alignment.horizontal], y = d[alignment.vertical]
            anchor.x = Swift.max(anchor.x, x)
            anchor.y = Swift.max(anchor.y, y)
            beyond.x = Swift.max(beyond.x, d.width - x)
            beyond.y = Swift.max(beyond.y, d.height - y)
        }
        let union = CGSize(width: anchor.x + beyond.x, height: anchor.y + beyond.y)
        return CGSize(width: union.width.isFinite && size.width.isFinite ? Swift.max(size.width, union.width) : size.width,
                      height: union.height.isFinite && size.height.isFinite ? Swift.max(size.height, union.height) : size.height)
    }

    /// Proposes `bounds.size` to every subview and aligns each subview's
    /// guide with the highest-priority subviews' largest guide value (Z2).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        var anchor = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for subview in leaders(subviews) {
            let d = subview.dimensions(in: p)
            anchor.x = Swift.max(anchor.x, d[alignment.horizontal])
            anchor.y = Swift.max(anchor.y, d[alignment.vertical])
        }
        for subview in subviews {
            let d = subview.dimensions(in: p)
            subview.place(at: CGPoint(x: bounds.minX + anchor.x - d[alignment.horizontal],
                                      y: bounds.minY + anchor.y - d[alignment.vertical]),
                          anchor: .topLeading, proposal: p)
        }
    }

    /// The union of the highest-priority subviews' spacing (U13).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        let top = leaders(subviews)
        guard let first = top.first else { return .zero }
        return top.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }
}
