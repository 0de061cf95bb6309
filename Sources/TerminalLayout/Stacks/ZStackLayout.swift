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

    /// The component-wise maximum of the highest-priority subviews' sizes (Z1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in leaders(subviews) {
            let s = subview.sizeThatFits(proposal)
            size.width = Swift.max(size.width, s.width)
            size.height = Swift.max(size.height, s.height)
        }
        return size
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
