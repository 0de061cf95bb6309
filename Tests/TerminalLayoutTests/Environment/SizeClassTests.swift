import Testing
@testable import TerminalLayout

/// Apple's pattern: an `AnyLayout` chosen by the horizontal size class.
private struct AdaptiveStack: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    var body: some View {
        let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 10, height: 2).id("a")
            Color.blue.frame(width: 10, height: 2).id("b")
        }
    }
}

/// Shows the vertical size class as text.
private struct VerticalReader: View {
    @Environment(\.verticalSizeClass) var verticalSizeClass
    var body: some View { Text(verticalSizeClass == .compact ? "c" : "regular").id("v") }
}

/// Size classes from the graph's size in cells (rule SZ1) and the
/// `AnyLayout` switch they drive (issue 14).
struct SizeClassTests {
    @Test("SZ1: compact below 80 columns and 24 rows; unspecified and infinite are regular",
          arguments: [
            (79, 24, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
            (80, 23, .regular, .compact),
            (80, 24, .regular, .regular),
            (0, 0, .compact, .compact),
            (200, 60, .regular, .regular),
          ] as [(CGFloat, CGFloat, UserInterfaceSizeClass, UserInterfaceSizeClass)])
    func rule(_ width: CGFloat, _ height: CGFloat, _ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass) {
        let classes = SizeClasses(proposal: ProposedViewSize(width: width, height: height), metrics: .cells)
        #expect(classes == SizeClasses(horizontal: horizontal, vertical: vertical))
    }

    @Test("SZ1 counts cells, not points; nil and infinity are regular")
    func ruleInCells() {
        // 8×16 points a cell: 632 points are 79 columns, 368 points 23 rows.
        #expect(SizeClasses(proposal: ProposedViewSize(width: 632, height: 384), metrics: .points)
                == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(SizeClasses(proposal: ProposedViewSize(width: 640, height: 368), metrics: .points)
                == SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(SizeClasses(proposal: .unspecified, metrics: .cells) == SizeClasses(horizontal: .regular, vertical: .regular))
        #expect(SizeClasses(proposal: .infinity, metrics: .cells) == SizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test("AnyLayout on the size class: a row at 80 columns, a column at 79, and back, with exact frames",
          arguments: [
            (80, [CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 10, y: 0, width: 10, height: 2)]),
            (79, [CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 0, y: 2, width: 10, height: 2)]),
            (120, [CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 10, y: 0, width: 10, height: 2)]),
            (20, [CGRect(x: 0, y: 0, width: 10, height: 2), CGRect(x: 0, y: 2, width: 10, height: 2)]),
          ] as [(CGFloat, [CGRect])])
    func adaptiveLayout(_ width: CGFloat, _ frames: [CGRect]) {
        let graph = ViewGraph(AdaptiveStack())
        // Laid out first at the other class, then at this width: it reflows.
        _ = graph.layout(proposal: ProposedViewSize(width: width >= 80 ? 40 : 100, height: 24))
        let result = graph.layout(proposal: ProposedViewSize(width: width, height: 24))
        #expect(result.frame(for: "a") == frames[0])
        #expect(result.frame(for: "b") == frames[1])
        // A fresh graph agrees.
        let fresh = ViewGraph(AdaptiveStack()).layout(proposal: ProposedViewSize(width: width, height: 24))
        #expect(fresh.frame(for: "b") == frames[1])
    }

    @Test("The switch keeps the children's nodes (identity survives the reflow)")
    func reflowKeepsIdentity() {
        let graph = ViewGraph(VStack { AdaptiveStack() })
        _ = graph.layout(proposal: ProposedViewSize(width: 80, height: 24))
        let before = graph.allNodes
        _ = graph.layout(proposal: ProposedViewSize(width: 79, height: 24))
        #expect(graph.allNodes.count == before.count)
        #expect(before.filter { $0.isLive }.count == before.count)
    }

    @Test("The vertical size class at 23 and 24 rows", arguments: [(23, 1), (24, 7)] as [(CGFloat, CGFloat)])
    func verticalClass(_ rows: CGFloat, _ width: CGFloat) {
        let graph = ViewGraph(VerticalReader())
        #expect(graph.layout(proposal: ProposedViewSize(width: 80, height: rows)).frame(for: "v")?.width == width)
    }

    @Test("environment(\\.horizontalSizeClass, _) overrides the graph's for a subtree")
    func override() {
        let result = ViewGraph(VStack { AdaptiveStack().environment(\.horizontalSizeClass, .compact) })
            .layout(proposal: ProposedViewSize(width: 200, height: 60))
        #expect(result.frame(for: "b") == CGRect(x: 0, y: 2, width: 10, height: 2))
    }

    @Test("A graph without environment readers is not resolved again when the size class changes")
    func noReaderNoUpdate() {
        let graph = ViewGraph(VStack { Text("a") })
        _ = graph.layout(proposal: ProposedViewSize(width: 80, height: 24))
        _ = graph.layout(proposal: ProposedViewSize(width: 79, height: 24))
        #expect(!graph.needsUpdate)
    }
}
