import Testing
import TerminalLayout

// Layout code in the style real apps write, using the SwiftUI names a
// first audit found missing (HorizontalEdge, VerticalEdge and their sets,
// UserInterfaceSizeClass, listRowSeparatorLeading, combineExplicit,
// subviews[indices], Angle/UnitPoint animatable data, EdgeInsets math,
// CGVector, CGRect.divided/insetBy/midX) — compiled unchanged but for the
// import. See docs/SWIFTUI-API.md.

/// A sidebar beside the content (regular width) on a chosen edge, or above
/// it (compact width).
private struct SidebarLayout: Layout {
    var sidebarEdge: HorizontalEdge = .leading
    var sizeClass: UserInterfaceSizeClass? = .regular
    var spacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let sidebar = subviews.first else { return }
        let content = subviews[1...]
        if sizeClass == .compact {
            let height = sidebar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            let (top, rest) = bounds.divided(atDistance: height, from: .minYEdge)
            sidebar.place(at: top.origin, proposal: ProposedViewSize(top.size))
            let below = rest.divided(atDistance: spacing, from: .minYEdge).remainder
            for subview in content { subview.place(at: below.origin, proposal: ProposedViewSize(below.size)) }
        } else {
            let edge: CGRectEdge = sidebarEdge == .leading ? .minXEdge : .maxXEdge
            let width = sidebar.sizeThatFits(.unspecified).width
            let (side, rest) = bounds.divided(atDistance: width, from: edge)
            sidebar.place(at: CGPoint(x: side.midX, y: side.midY), anchor: .center, proposal: ProposedViewSize(side.size))
            let main = rest.divided(atDistance: spacing, from: edge).remainder
            for subview in content {
                subview.place(at: CGPoint(x: main.midX, y: main.midY), anchor: .center, proposal: ProposedViewSize(main.size))
            }
        }
    }
}

/// Insets its content on chosen horizontal and vertical edges.
private struct EdgeInsetLayout: Layout {
    var horizontal: HorizontalEdge.Set = .all
    var vertical: VerticalEdge.Set = []
    var length: CGFloat = 2

    var insets: EdgeInsets {
        EdgeInsets(top: vertical.contains(.top) ? length : 0, leading: horizontal.contains(.leading) ? length : 0,
                   bottom: vertical.contains(.bottom) ? length : 0, trailing: horizontal.contains(.trailing) ? length : 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let i = insets
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - i.leading - i.trailing) },
                                     height: proposal.height.map { max(0, $0 - i.top - i.bottom) })
        let size = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: size.width + i.leading + i.trailing, height: size.height + i.top + i.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let i = insets
        let inner = CGRect(x: bounds.minX + i.leading, y: bounds.minY + i.top,
                           width: bounds.width - i.leading - i.trailing, height: bounds.height - i.top - i.bottom)
        subviews.first?.place(at: inner.origin, proposal: ProposedViewSize(inner.size))
    }
}

/// Subviews stacked at the leading edge; its explicit horizontal guides are
/// the combination of its subviews' (`combineExplicit`), so a built-in
/// guide set inside it reaches the parent.
private struct LeadingColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide.combineExplicit(subviews.map { $0.dimensions(in: .unspecified)[explicit: guide] })
    }
}

/// A list-style row: an icon, then a title; the separator starts under the title.
private struct IconRow: Layout {
    var gap: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1)),
                      height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .listRowSeparatorLeading, subviews.count > 1 else { return nil }
        return subviews[0].sizeThatFits(.unspecified).width + gap
    }
}

/// Views on a circle, turned by an animatable angle around an animatable anchor.
private struct WheelLayout: Layout {
    var rotation: Angle = .zero
    var center: UnitPoint = .center
    var radius: CGFloat = 5

    var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(rotation.animatableData, center.animatableData) }
        set {
            rotation.animatableData = newValue.first
            center.animatableData = newValue.second
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = Angle.degrees(360) / Double(max(1, subviews.count))
        let origin = CGPoint(x: bounds.minX + bounds.width * center.x, y: bounds.minY + bounds.height * center.y)
        for (index, subview) in subviews.enumerated() {
            let angle = rotation + step * Double(index)
            let point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            subview.place(at: CGPoint(x: origin.x + point.x, y: origin.y + point.y), anchor: .center, proposal: .unspecified)
        }
    }
}

/// Each view nudged from the previous one by a vector (a "deck of cards").
private struct DeckLayout: Layout {
    var nudge = CGVector(dx: 2, dy: 1)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var union = CGRect.null
        for (index, subview) in subviews.enumerated() {
            let origin = CGPoint(x: nudge.dx * CGFloat(index), y: nudge.dy * CGFloat(index))
            union = union.union(CGRect(origin: origin, size: subview.sizeThatFits(.unspecified)))
        }
        return union.isNull ? .zero : union.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let offset = CGVector(dx: nudge.dx * CGFloat(index), dy: nudge.dy * CGFloat(index))
            subview.place(at: CGPoint(x: bounds.minX + offset.dx, y: bounds.minY + offset.dy), proposal: .unspecified)
        }
    }
}

/// Even-numbered views in the left column, odd in the right.
private struct TwoColumnLayout: Layout {
    var spacing: CGFloat = 1

    func columns(_ subviews: Subviews) -> [LayoutSubviews] {
        [subviews[stride(from: 0, to: subviews.count, by: 2)], subviews[stride(from: 1, to: subviews.count, by: 2)]]
    }

    func width(_ column: LayoutSubviews) -> CGFloat {
        column.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let columns = columns(subviews)
        let heights = columns.map { $0.map { $0.sizeThatFits(.unspecified).height }.reduce(0, +) }
        return CGSize(width: columns.map(width).reduce(0, +) + spacing, height: heights.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for column in columns(subviews) {
            var y = bounds.minY
            for subview in column {
                subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
            x += width(column) + spacing
        }
    }
}

@Suite struct SwiftUIAPICompatibilityTests {
    /// In 20×5: regular puts the 4-wide "menu" on the chosen side and the
    /// Color in the other 20 − 4 − 1 = 15; compact puts "menu" on top and
    /// the Color below it, 1 apart.
    @Test(arguments: [
        (HorizontalEdge.leading, UserInterfaceSizeClass?.some(.regular), CGRect(x: 0, y: 2, width: 4, height: 1),
         CGRect(x: 5, y: 0, width: 15, height: 5)),
        (.trailing, .regular, CGRect(x: 16, y: 2, width: 4, height: 1), CGRect(x: 0, y: 0, width: 15, height: 5)),
        (.trailing, nil, CGRect(x: 16, y: 2, width: 4, height: 1), CGRect(x: 0, y: 0, width: 15, height: 5)),
        (.leading, .compact, CGRect(x: 0, y: 0, width: 4, height: 1), CGRect(x: 0, y: 2, width: 20, height: 3)),
    ])
    func sidebar(edge: HorizontalEdge, sizeClass: UserInterfaceSizeClass?, menu: CGRect, content: CGRect) {
        let view = SidebarLayout(sidebarEdge: edge, sizeClass: sizeClass) { Text("menu").id("s"); Color.red.id("c") }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: "s") == menu)
        #expect(result.frame(for: "c") == content)
    }

    /// A Color inset by 2 on the chosen edges of 20×6.
    @Test(arguments: [
        (HorizontalEdge.Set.leading, VerticalEdge.Set(), CGRect(x: 2, y: 0, width: 18, height: 6)),
        (.all, VerticalEdge.Set(), CGRect(x: 2, y: 0, width: 16, height: 6)),
        (HorizontalEdge.Set(), .top, CGRect(x: 0, y: 2, width: 20, height: 4)),
        (.trailing, .all, CGRect(x: 0, y: 2, width: 18, height: 2)),
    ])
    func edgeSets(horizontal: HorizontalEdge.Set, vertical: VerticalEdge.Set, frame: CGRect) {
        let view = EdgeInsetLayout(horizontal: horizontal, vertical: vertical) { Color.red.id("c") }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 6))
        #expect(result.frame(for: "c") == frame)
        #expect(result.size == CGSize(width: 20, height: 6))
    }

    /// The column's leading guide is the mean of its subviews' (2 and 4): 3,
    /// so the "x" below it lines up 3 in. (The default explicitAlignment
    /// would not propagate a built-in guide, leaving "x" at 0.)
    @Test func combineExplicitInAColumn() {
        let view = VStack(alignment: .leading, spacing: 0) {
            LeadingColumn {
                Text("abcd").alignmentGuide(.leading) { _ in 2 }
                Text("ef").alignmentGuide(.leading) { _ in 4 }
            }.id("column")
            Text("x").id("x")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: "column") == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(result.frame(for: "x") == CGRect(x: 3, y: 2, width: 1, height: 1))
    }

    /// The separator (a 10-wide line) starts under the title: 2 (icon) + 1 (gap) in.
    @Test func listRowSeparatorLeadingFromALayout() {
        let view = VStack(alignment: .listRowSeparatorLeading, spacing: 0) {
            IconRow { Color.blue.frame(width: 2, height: 1); Text("title").id("title") }.id("row")
            Color.gray.frame(width: 10, height: 1).id("separator")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: "row") == CGRect(x: 0, y: 0, width: 8, height: 1))
        #expect(result.frame(for: "title") == CGRect(x: 3, y: 0, width: 5, height: 1))
        #expect(result.frame(for: "separator") == CGRect(x: 3, y: 1, width: 10, height: 1))
    }

    /// Two 2×2 blocks on a circle of radius 5 round (10, 10); turned 90°
    /// they sit right and left. Setting the animatable data turns the wheel.
    @Test func animatableWheel() {
        var wheel = WheelLayout(rotation: .degrees(90))
        let result = ViewGraph(wheel { block(2, 2).id(0); block(2, 2).id(1) }).layout(proposal: ProposedViewSize(width: 20, height: 20))
        #expect(result.frame(for: 0).map { CGPoint(x: $0.midX.rounded(), y: $0.midY.rounded()) } == CGPoint(x: 15, y: 10))
        #expect(result.frame(for: 1).map { CGPoint(x: $0.midX.rounded(), y: $0.midY.rounded()) } == CGPoint(x: 5, y: 10))
        wheel.animatableData = AnimatablePair(Angle.degrees(180).radians, UnitPoint.topLeading.animatableData)
        #expect(wheel.rotation == .degrees(180) && wheel.center == .topLeading)
        #expect(-wheel.rotation == .degrees(-180))
    }

    /// Three 4×2 cards, each 2 right and 1 down from the one before: 8 × 4.
    @Test func deckWithAVector() {
        let view = DeckLayout { ForEach(0..<3) { i in block(4, 2).id(i) } }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 10))
        #expect(result.size == CGSize(width: 8, height: 4))
        #expect(result.frame(for: 2) == CGRect(x: 4, y: 2, width: 4, height: 2))
        #expect(result.frame(for: 1)?.equalTo(CGRect(x: 2, y: 1, width: 4, height: 2)) == true)
    }

    /// a, ccc in the left column (3 wide); bb, d in the right, 3 + 1 = 4 in.
    @Test(arguments: [("a", CGPoint(x: 0, y: 0)), ("ccc", CGPoint(x: 0, y: 1)), ("bb", CGPoint(x: 4, y: 0)), ("d", CGPoint(x: 4, y: 1))])
    func twoColumnsFromIndices(id: String, origin: CGPoint) {
        let view = TwoColumnLayout { Text("a").id("a"); Text("bb").id("bb"); Text("ccc").id("ccc"); Text("d").id("d") }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.size == CGSize(width: 6, height: 2))
        #expect(result.frame(for: id)?.origin == origin)
    }
}
