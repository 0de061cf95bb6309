nonisolated extension View {
    /// Shows `content` along the top or bottom edge of this view, and lays
    /// this view out in what is left (SA1): the inset is proposed the width
    /// offered, takes its own height, and is aligned across the width by
    /// `alignment`; this view is proposed the height offered less the
    /// inset's height and `spacing` (`nil`: the two views' spacing
    /// preferences, as in a `VStack`). Several views in `content` are stacked.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = VStack(alignment: alignment, spacing: 0, content: content)
        return _SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, spacing: spacing,
                                    alignment: Alignment(horizontal: alignment, vertical: .center)) {
            self
            inset
        }
    }

    /// Shows `content` along the leading or trailing edge of this view, and
    /// lays this view out in what is left (SA1): the inset is proposed the
    /// height offered, takes its own width, and is aligned down the height
    /// by `alignment`. Several views in `content` are placed side by side.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = HStack(alignment: alignment, spacing: 0, content: content)
        return _SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, spacing: spacing,
                                    alignment: Alignment(horizontal: .center, vertical: alignment)) {
            self
            inset
        }
    }
}

/// The layout `safeAreaInset` applies (SA1): its last subview is the inset,
/// the others share the rest of the space (the modified view: one, unless
/// it is several views, which are then laid out over one another, centred).
public struct _SafeAreaInsetLayout: Layout {
    /// The edge the inset is shown along.
    public enum InsetEdge: Sendable {
        case top, bottom, leading, trailing
    }

    let edge: InsetEdge
    let spacing: CGFloat?
    let alignment: Alignment

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset's size (proposed the length offered across the edge, and
    /// nothing along it), the gap after it, and what is left for the view.
    private func split(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (inset: CGSize, gap: CGFloat, rest: ProposedViewSize) {
        let inset = subviews[subviews.count - 1], last = subviews[subviews.count - 2]
        let insetSize = inset.sizeThatFits(axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil)
                                                             : ProposedViewSize(width: nil, height: proposal.height))
        let preferred = edge == .top || edge == .leading ? inset.spacing.distance(to: last.spacing, along: axis)
                                                         : last.spacing.distance(to: inset.spacing, along: axis)
        let requested = spacing ?? preferred
        let gap = requested.isFinite ? Swift.max(0, requested) : 0
        let taken = (axis == .vertical ? insetSize.height : insetSize.width) + gap
        let rest = axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - taken) })
            : ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - taken) }, height: proposal.height)
        return (insetSize, gap, rest)
    }

    /// The view's size and the inset's, together: the view's length along
    /// the edge's axis plus the inset's and the gap; across it, the larger.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count >= 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let (inset, gap, rest) = split(proposal, subviews)
        var view = CGSize.zero
        for subview in subviews.dropLast() {
            let size = subview.sizeThatFits(rest)
            view = CGSize(width: Swift.max(view.width, size.width), height: Swift.max(view.height, size.height))
        }
        return axis == .vertical
            ? CGSize(width: Swift.max(view.width, inset.width), height: view.height + gap + inset.height)
            : CGSize(width: view.width + gap + inset.width, height: Swift.max(view.height, inset.height))
    }

    /// The inset at its edge, aligned across it; the view centred in the rest.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else {
            subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            return
        }
        let (inset, gap, _) = split(ProposedViewSize(bounds.size), subviews)
        let taken = (axis == .vertical ? inset.height : inset.width) + gap
        var region = bounds
        let insetOrigin: CGPoint
        switch edge {
        case .top:
            region.origin.y += taken
            region.size.height = Swift.max(0, bounds.height - taken)
            insetOrigin = CGPoint(x: bounds.minX + (bounds.width - inset.width) * alignment.horizontal.insetFraction,
                                  y: bounds.minY)
        case .bottom:
            region.size.height = Swift.max(0, bounds.height - taken)
            insetOrigin = CGPoint(x: bounds.minX + (bounds.width - inset.width) * alignment.horizontal.insetFraction,
                                  y: bounds.maxY - inset.height)
        case .leading:
            region.origin.x += taken
            region.size.width = Swift.max(0, bounds.width - taken)
            insetOrigin = CGPoint(x: bounds.minX,
                                  y: bounds.minY + (bounds.height - inset.height) * alignment.vertical.insetFraction)
        case .trailing:
            region.size.width = Swift.max(0, bounds.width - taken)
            insetOrigin = CGPoint(x: bounds.maxX - inset.width,
                                  y: bounds.minY + (bounds.height - inset.height) * alignment.vertical.insetFraction)
        }
        for subview in subviews.dropLast() {
            subview.place(at: CGPoint(x: region.midX, y: region.midY), anchor: .center, proposal: ProposedViewSize(region.size))
        }
        subviews[subviews.count - 1].place(at: insetOrigin, proposal: ProposedViewSize(inset))
    }
}

extension HorizontalAlignment {
    /// Where an inset sits across the width left beside it: leading 0,
    /// center ½, trailing 1; another guide centres it (SA1).
    fileprivate var insetFraction: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    /// Where an inset sits down the height left beside it: top 0, center ½,
    /// bottom 1; another guide centres it (SA1).
    fileprivate var insetFraction: CGFloat { self == .top ? 0 : self == .bottom ? 1 : 0.5 }
}
