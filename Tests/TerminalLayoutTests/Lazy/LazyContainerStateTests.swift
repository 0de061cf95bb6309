import Testing
@testable import TerminalLayout

/// What a lazy container keeps across updates: the lengths of the lines
/// whose rows are unchanged, when rows are appended or removed at the end.
@Suite struct LazyContainerStateTests {
    let screen = ProposedViewSize(width: 20, height: 10)

    /// One-row texts "row i" for each id, one row apart.
    func log(_ ids: [Int]) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) { ForEach(ids, id: \.self) { i in Text("row \(i)") } }
        }
    }

    func contentHeight(_ result: LayoutResult) throws -> CGFloat {
        guard case .scrollView(let scroll) = try #require(result.placements.first).kind else {
            Issue.record("the root is not a scroll view")
            return 0
        }
        return scroll.contentSize.height
    }

    func state(_ graph: ViewGraph) throws -> LazyContainerState {
        try #require(graph.allNodes.first { $0.lazyState != nil }?.lazyState)
    }

    @Test(arguments: [
        // rows before, rows after, rows made by the update's layout
        (200, 210, 18),   // appended: the 10 new rows measured, and the 8 shown (rows 0–7) made again
        (200, 190, 8),    // removed from the end: only the rows shown
        (200, 200, 8),    // the same number of rows: the lengths are kept, as before
    ])
    func appendingOrRemovingAtTheEndMeasuresOnlyNewRows(before: Int, after: Int, made: Int) throws {
        // At most 256 rows: measured whole at every layout, so a forgotten length is measured again.
        let graph = ViewGraph(log(Array(0..<before)))
        _ = graph.layout(proposal: screen)
        #expect(try state(graph).lengths.isComplete)
        graph.update(log(Array(0..<after)))
        let result = graph.layout(proposal: screen)
        #expect(graph.stats.lazyRowsResolved == made)
        #expect(try contentHeight(result) == CGFloat(2 * after - 1))
        #expect(result.frame(for: 3) == CGRect(x: 0, y: 6, width: 5, height: 1))
    }

    /// Rows whose ids moved (one inserted at the start) are other rows: every line is measured again.
    @Test func insertingAtTheStartForgetsTheLengths() throws {
        let graph = ViewGraph(log(Array(0..<200)))
        _ = graph.layout(proposal: screen)
        graph.update(log([-1] + Array(0..<200)))
        _ = graph.layout(proposal: screen)
        #expect(graph.stats.lazyRowsResolved == 201)
    }

    /// A long log followed at its end (tail -f): the lines measured while
    /// scrolling stay measured when a row is appended.
    @Test func aLogThatGrowsKeepsWhatWasMeasured() throws {
        let graph = ViewGraph(log(Array(0..<10_000)))
        _ = graph.layout(proposal: screen)
        for page in 1...20 {
            graph.setScrollOffset(CGPoint(x: 0, y: 10 * CGFloat(page)))
            _ = graph.layout(proposal: screen)
        }
        graph.setScrollOffset(CGPoint(x: 0, y: 1e9))
        _ = graph.layout(proposal: screen)
        let measured = try state(graph).lengths.measuredCount
        #expect(measured > 100)
        graph.update(log(Array(0..<10_001)))
        _ = graph.layout(proposal: screen)
        // The offset stays (19,989: rows 9,995 … 9,999 shown); rows 9,992 … 9,999 (the window
        // with half a screen either side) are made again, and the new row 10,000 is made and measured.
        #expect(graph.scrollOffset()?.y == 19_989)
        #expect(graph.stats.lazyRowsResolved == 9)
        #expect(try state(graph).lengths.measuredCount == measured + 1)
    }

    /// Two sections of 40 cells two a line and a third of 40, then 42: the
    /// lines before the third section's last line keep their lengths.
    func sections(last: Int) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.fixed(3))], spacing: 0) {
                ForEach(0..<3) { k in
                    Section {
                        ForEach(0..<(k == 2 ? last : 40)) { i in Color.red.frame(height: 1).id(100 * k + i) }
                    } header: {
                        Text("S\(k)")
                    } footer: {
                        Text("E\(k)")
                    }
                }
            }
        }
    }

    @Test func cellsAppendedToASectionMeasureOnlyTheNewLines() throws {
        let graph = ViewGraph(sections(last: 40))
        _ = graph.layout(proposal: screen)
        graph.update(sections(last: 42))
        let result = graph.layout(proposal: screen)
        // Cells 240 and 241 (a new line) measured, and the 30 cells shown or near (lines 1–15) made again.
        #expect(graph.stats.lazyRowsResolved == 32)
        // 3 × (header + 20 lines + footer) + 1 line.
        #expect(try contentHeight(result) == 67)
        #expect(try state(graph).lengths.isComplete)
    }
}
