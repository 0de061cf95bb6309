import Testing
import TerminalLayout
import LayoutGallery

/// Every gallery layout under huge finite, tiny and signed-zero proposals
/// (issue: Apple's own samples propose `greatestFiniteMagnitude / 5`): no
/// trap, no hang, finite frames, and the same answer from a fresh graph.
struct ExtremeProposalTests {
    nonisolated(unsafe) static let layouts: [(String, AnyLayout)] = [
        ("flow", AnyLayout(FlowLayout())), ("wrap", AnyLayout(WrapLayout())),
        ("masonry", AnyLayout(MasonryLayout(columns: 3))), ("responsive", AnyLayout(ResponsiveLayout(minItemWidth: 4))),
        ("efficientGrid", AnyLayout(EfficientGridLayout(columns: 2))), ("adaptive", AnyLayout(AdaptiveFlexRow(minItemWidth: 3))),
        ("radial", AnyLayout(RadialLayout(radius: 5))), ("proportional", AnyLayout(ProportionalLayout())),
        ("priority", AnyLayout(PriorityLayout())), ("customSpacing", AnyLayout(CustomSpacingLayout())),
        ("grid", AnyLayout(GridLayout())),
        ("breakpoint", AnyLayout(BreakpointLayout([.init(minWidth: 30, AnyLayout(FlowLayout())), .init(AnyLayout(VStackLayout()))]))),
    ]

    static let values: [CGFloat?] = [nil, 1e300, .greatestFiniteMagnitude, .greatestFiniteMagnitude / 5, 1e-7,
                                     .leastNonzeroMagnitude, -0.0, 0, .infinity]

    @Test("Gallery layouts under extreme proposals", arguments: layouts.map(\.0))
    func extremeProposals(_ name: String) {
        let layout = Self.layouts.first { $0.0 == name }!.1
        let view = layout {
            ForEach(0..<5, id: \.self) { i in
                Color.blue.frame(width: CGFloat(2 + i), height: CGFloat(1 + i % 3)).id(i)
            }
            Color.red.id("flexible")
        }
        let graph = ViewGraph(view)
        for w in Self.values {
            for h in Self.values {
                let p = ProposedViewSize(width: w, height: h)
                let result = graph.layout(proposal: p)
                #expect(result.size.width.isFinite && result.size.height.isFinite, "\(name) at \(p): size \(result.size)")
                for placement in result.placements {
                    #expect(isFinite(placement.frame), "\(name) at \(p): frame \(placement.frame)")
                }
                #expect(ViewGraph(view).layout(proposal: p) == result, "\(name) at \(p): memo differs from fresh")
            }
        }
    }
}
