import Testing
import TerminalLayout
@testable import LayoutDemoCore

/// The demo's view tree laid out: every item placed, never overlapping, identity kept.
@Suite struct DemoContentTests {
    /// The items' cell rectangles for `state` laid out in `columns × rows` cells.
    func itemCells(_ state: DemoState, columns: Int, rows: Int) -> [ItemID: CellRect] {
        let metrics = state.metrics.metrics
        let graph = ViewGraph(DemoContent.root(state.layout, items: state.items, parameters: state.parameters, metrics: metrics),
                              environment: LayoutEnvironment(cellMetrics: metrics))
        let result = graph.layout(proposal: ProposedViewSize(metrics.points(columns: columns, rows: rows)))
        var cells: [ItemID: CellRect] = [:]
        for item in state.items {
            if let frame = result.frame(for: item.id) { cells[item.id] = metrics.cellRect(for: frame) }
        }
        return cells
    }

    /// Every item is placed, except in `list`, which places the first items, as many
    /// as fill the screen (and half a screen more), and not all 24 or more.
    static func expectPlaced(_ ids: some Collection<ItemID>, _ state: DemoState, _ comment: Comment) {
        if state.layout == .list {
            #expect(Set(ids) == Set((0..<ids.count).map(ItemID.init)), comment)
            #expect(ids.count >= Swift.min(state.itemCount, 3), comment)
        } else {
            #expect(ids.count == state.itemCount, comment)
        }
    }

    static func intersect(_ a: CellRect, _ b: CellRect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    @Test(arguments: DemoLayout.allCases, [MetricsChoice.cells, .points])
    func everyItemIsPlacedAndNoneOverlap(layout: DemoLayout, metrics: MetricsChoice) {
        for (columns, spacing) in [(100, 1), (60, 0), (40, 2)] {
            var state = DemoState()
            state.layout = layout
            state.metrics = metrics
            state.parameters.spacing = spacing
            let cells = itemCells(state, columns: columns, rows: 29)
            Self.expectPlaced(cells.keys, state, "\(layout.name) at \(columns) columns")
            let sorted = cells.sorted { $0.key < $1.key }
            for (i, a) in sorted.enumerated() {
                for b in sorted[(i + 1)...] where Self.intersect(a.value, b.value) {
                    Issue.record("\(layout.name), \(metrics), \(columns) columns: \(a.key) \(a.value) overlaps \(b.key) \(b.value)")
                }
            }
        }
    }

    @Test(arguments: DemoLayout.allCases)
    func atOneHundredColumnsEveryBoxHoldsItsLabel(layout: DemoLayout) {
        var state = DemoState()
        state.layout = layout
        for (id, cell) in itemCells(state, columns: 100, rows: 29) {
            #expect(cell.width >= 5 && cell.height >= 3, "\(layout.name): \(id) is \(cell)")
        }
    }

    @Test func flowPlacesItemsAtTheirIdealSizesInReadingOrder() {
        // Seed 1: item 1 is 6×4, item 2 is 5×3; spacing 1.
        let cells = itemCells(DemoState(), columns: 100, rows: 29)
        #expect(cells[ItemID(0)] == CellRect(x: 0, y: 0, width: 6, height: 4))
        #expect(cells[ItemID(1)] == CellRect(x: 7, y: 0, width: 5, height: 3))
    }

    @Test func masonryColumnsShareTheWidthLessTheIndicatorColumn() {
        // 100 columns − 1 for the indicator = 99; 3 columns and 2 gaps: (99 − 2) / 3 = 32⅓.
        var state = DemoState()
        state.layout = .masonry
        let cells = itemCells(state, columns: 100, rows: 29)
        #expect(cells[ItemID(0)] == CellRect(x: 0, y: 0, width: 32, height: 4))
        #expect(cells[ItemID(1)] == CellRect(x: 33, y: 0, width: 33, height: 3))
        #expect(cells.values.map(\.maxX).max() == 99)
    }

    @Test func switchingSingleContainerLayoutsKeepsTheNodesAndTheScrollPosition() {
        var state = DemoState()
        state.itemCount = 60
        let metrics = CellMetrics.cells
        func root(_ layout: DemoLayout) -> AnyView {
            DemoContent.root(layout, items: state.items, parameters: state.parameters, metrics: metrics)
        }
        let graph = ViewGraph(root(.flow))
        let proposal = ProposedViewSize(width: 60, height: 10)
        _ = graph.layout(proposal: proposal)
        let firstPass = graph.stats.nodesEvaluated
        let nodes = graph.nodeCount
        graph.scroll(by: CGSize(width: 0, height: 5))
        for layout in [DemoLayout.masonry, .responsive, .grid, .adaptive, .radial, .breakpoint, .flow] {
            graph.update(root(layout))
            _ = graph.layout(proposal: proposal)
            #expect(graph.nodeCount == nodes, "\(layout.name)")
        }
        #expect(graph.scrollOffset()?.y == 5)
        // Back at flow, the items' ideal sizes come from their memo: only the containers are evaluated again.
        #expect(graph.stats.nodesEvaluated < firstPass / 4)
    }

    @Test(arguments: [(0, 3, [Range<Int>]()), (7, 3, [0..<3, 3..<6, 6..<7]), (4, 0, [0..<1, 1..<2, 2..<3, 3..<4])])
    func rowRanges(count: Int, perRow: Int, expected: [Range<Int>]) {
        #expect(DemoContent.rowRanges(count: count, perRow: perRow) == expected)
    }

    @Test(arguments: [(CellMetrics.cells, CGFloat(2)), (.points, 1)])
    func radialScaleMakesCirclesLookRound(metrics: CellMetrics, scale: CGFloat) {
        #expect(DemoContent.horizontalScale(metrics) == scale)
    }
}

/// Items never overlap, whatever the parameters: 120 seeded random states at random widths.
@Suite struct DemoContentPropertyTests {
    @Test func randomStatesNeverOverlap() {
        var rng = SplitMix64(seed: 2024)
        for round in 0..<120 {
            var state = DemoState()
            state.layout = DemoLayout.allCases[rng.int(in: 0...(DemoLayout.allCases.count - 1))]
            state.itemCount = rng.int(in: 1...60)
            state.seed = rng.next()
            state.metrics = rng.int(in: 0...1) == 0 ? .cells : .points
            state.parameters.spacing = rng.int(in: DemoParameters.spacingRange)
            state.parameters.columns = rng.int(in: DemoParameters.columnRange)
            state.parameters.minItemWidth = rng.int(in: DemoParameters.minItemWidthRange)
            state.parameters.extraRadius = rng.int(in: 0...3)
            let columns = rng.int(in: 8...160)
            let metrics = state.metrics.metrics
            let graph = ViewGraph(DemoContent.root(state.layout, items: state.items, parameters: state.parameters,
                                                   metrics: metrics), environment: LayoutEnvironment(cellMetrics: metrics))
            let result = graph.layout(proposal: ProposedViewSize(metrics.points(columns: columns, rows: 20)))
            let cells = state.items.compactMap { item in result.frame(for: item.id).map { (item.id, metrics.cellRect(for: $0)) } }
            DemoContentTests.expectPlaced(cells.map(\.0), state, "round \(round)")
            for (i, a) in cells.enumerated() {
                for b in cells[(i + 1)...] where DemoContentTests.intersect(a.1, b.1) {
                    Issue.record("round \(round): \(state.layout.name) \(state.metrics) \(state.parameters) at \(columns) columns: \(a.0) \(a.1) overlaps \(b.0) \(b.1)")
                }
            }
        }
    }
}
