import Testing
@testable import TerminalLayout

/// L2 and the graph's memo: what a second pass, a resize and an update cost.
struct MemoTests {
    /// A tree using most view kinds, none of which holds a closure.
    static func richTree(_ last: String = "d") -> some View {
        VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("a").padding()
                Text("b").frame(minWidth: 3, maxWidth: .infinity)
                Spacer(minLength: 0)
                Color.red.frame(width: 2, height: 1)
            }
            ForEach(["x", "y"], id: \.self) { Text($0).lineLimit(1) }
            AnyLayout(ZStackLayout(alignment: .topLeading)) {
                Rectangle().stroke(.blue)
                Text("c").background(Color.green).overlay(alignment: .bottom) { Divider() }
            }
            Group { Text(last).bold().foregroundColor(.red).fixedSize() }
            Color.blue.offset(x: 1).position(x: 3, y: 1).frame(height: 2).layoutPriority(1)
        }
    }

    @Test("L2: a second layout at the same proposal does no work and returns the same result")
    func samePropoal() {
        let graph = ViewGraph(Self.richTree())
        let first = graph.layout(proposal: prop(80, 24))
        #expect(graph.stats.reusedPreviousResult == false)
        #expect(graph.stats.nodesEvaluated > 0)
        let second = graph.layout(proposal: prop(80, 24))
        #expect(second == first)
        #expect(graph.stats.reusedPreviousResult == true)
        #expect(graph.stats.sizeThatFitsCalls == 0)
        #expect(graph.stats.nodesEvaluated == 0)
    }

    @Test("L2: after a resize, leaf measurements are reused")
    func resize() {
        let log = ProbeLog()
        let graph = ViewGraph(CountingRow(log: log) { Text("ab"); Text("c") })
        _ = graph.layout(proposal: prop(80, 24))
        #expect(graph.stats.nodesEvaluated == 3)       // the row and its two texts
        #expect(log.sizeThatFits == 1)
        _ = graph.layout(proposal: prop(40, 10))
        // Only the row (new proposal) is evaluated; the texts were asked .unspecified
        // again — 2 calls while sizing, 2 while placing — all memo hits.
        #expect(log.sizeThatFits == 2)
        #expect(graph.stats.nodesEvaluated == 1)
        #expect(graph.stats.memoHits == 4)
        #expect(graph.stats.sizeThatFitsCalls == 4)
        // Back at the first proposal: nothing is evaluated at all.
        _ = graph.layout(proposal: prop(80, 24))
        #expect(graph.stats.nodesEvaluated == 0)
        #expect(log.sizeThatFits == 2)
    }

    @Test("S3/L2: a resized stack asks its subviews only for their new shares")
    func resizeStack() {
        let graph = ViewGraph(HStack { Text("one"); Text("two"); Text("three") })
        _ = graph.layout(proposal: prop(80, 24))
        _ = graph.layout(proposal: prop(60, 24))
        // The stack keeps each text's 0 and ∞ probes at height 24 (its cache),
        // so each text is asked once, for its share of 60 − 2: three texts
        // evaluated, and the stack itself. Aligning them reads each text's
        // dimensions at that share once more: three memo hits. Placing reuses
        // the distribution: no further calls.
        #expect(graph.stats.nodesEvaluated == 4)
        #expect(graph.stats.sizeThatFitsCalls == 6)
        #expect(graph.stats.memoHits == 3)
    }

    /// What a memo-filing case lays out: a counted row holding "ab", framed.
    enum Framed: String, CustomTestStringConvertible, CaseIterable {
        case fixedHeight, fixedWidth, decoratedFixedHeight, minHeight
        var testDescription: String { rawValue }

        @ViewBuilder func view(_ log: ProbeLog) -> some View {
            let row = CountingRow(log: log) { Text("ab") }
            switch self {
            case .fixedHeight: row.frame(height: 2)
            case .fixedWidth: row.frame(width: 4)
            case .decoratedFixedHeight: row.frame(height: 2).background(Color.red)
            case .minHeight: row.frame(minHeight: 2)
            }
        }
    }

    /// MEMO: a node's memo files a proposal without the lengths its size
    /// does not depend on — a fixed dimension of a frame, and whatever
    /// decorates such a frame — so the second pass, whose proposal differs
    /// only there, evaluates nothing. Anything else is evaluated again: the
    /// frame and the row under it (2; "ab" is asked unspecified: a hit).
    @Test(arguments: [
        (Framed.fixedHeight, prop(10, 7), 0), (.fixedHeight, prop(12, 5), 2),
        (.fixedWidth, prop(12, 5), 0), (.fixedWidth, prop(10, 7), 2),
        (.decoratedFixedHeight, prop(10, 7), 0), (.decoratedFixedHeight, prop(12, 5), 3),
        (.minHeight, prop(10, 7), 2),
    ])
    func lengthsASizeDoesNotDependOnAreNotFiled(framed: Framed, second: ProposedViewSize, evaluated: Int) {
        let log = ProbeLog()
        let graph = ViewGraph(framed.view(log))
        let first = graph.layout(proposal: prop(10, 5))
        let result = graph.layout(proposal: second)
        #expect(graph.stats.nodesEvaluated == evaluated)
        // Whatever was reused, the frames are a fresh graph's.
        #expect(result == ViewGraph(framed.view(ProbeLog())).layout(proposal: second))
        if evaluated == 0 { #expect(result.placements.map(\.frame) == first.placements.map(\.frame)) }
    }

    /// The nested workload in small: a VStack of rows of flexible items.
    static func nested(rows: Int, perRow: Int) -> some View {
        VStack(spacing: 1) {
            ForEach(0..<rows, id: \.self) { r in
                HStack(spacing: 1) {
                    ForEach(0..<perRow, id: \.self) { c in
                        Color.gray.frame(minWidth: 0, idealWidth: CGFloat(4 + (r + c) % 5), maxWidth: .infinity)
                            .frame(height: CGFloat(1 + c % 3))
                    }
                }
            }
        }
    }

    @Test("A resize of nested stacks evaluates each node at most 3 times", arguments: [(3, 4), (10, 10)])
    func nestedResizeEvaluations(_ rows: Int, _ perRow: Int) {
        let graph = ViewGraph(Self.nested(rows: rows, perRow: perRow))
        _ = graph.layout(proposal: prop(200, nil))
        _ = graph.layout(proposal: prop(120, nil))
        #expect(graph.stats.nodesEvaluated <= 3 * graph.nodeCount,
                "\(graph.stats.nodesEvaluated) evaluations for \(graph.nodeCount) nodes")
        print("nested \(rows)×\(perRow) resize: \(graph.stats)")
    }

    @Test("An update with an identical root keeps every memo (as many nodes re-measured as without the update)")
    func identicalUpdate() {
        // The control: the same passes with no update between them. The
        // memo keeps three proposals per node (MEMO), so going back to
        // 80×24 after 50×20 re-measures the nodes that saw more than three.
        let control = ViewGraph(Self.richTree())
        _ = control.layout(proposal: prop(80, 24))
        let firstPass = control.stats.nodesEvaluated
        _ = control.layout(proposal: prop(50, 20))
        _ = control.layout(proposal: prop(80, 24))
        let remeasured = control.stats.nodesEvaluated
        let graph = ViewGraph(Self.richTree())
        let a = graph.layout(proposal: prop(80, 24))
        let b = graph.layout(proposal: prop(50, 20))
        graph.update(Self.richTree())
        let a2 = graph.layout(proposal: prop(80, 24))
        #expect(graph.stats.reusedPreviousResult == false)   // the last pass was at 50×20
        #expect(graph.stats.nodesEvaluated == remeasured)
        #expect(remeasured < firstPass, "\(remeasured) re-measured, \(firstPass) in the first pass")
        #expect(graph.stats.makeCacheCalls == 0 && graph.stats.updateCacheCalls == 0)
        #expect(a2 == a)
        _ = control.layout(proposal: prop(50, 20))
        graph.update(Self.richTree())
        let b2 = graph.layout(proposal: prop(50, 20))
        #expect(graph.stats.nodesEvaluated == control.stats.nodesEvaluated)
        #expect(b2 == b)
        graph.update(Self.richTree())
        _ = graph.layout(proposal: prop(50, 20))
        #expect(graph.stats.reusedPreviousResult == true)
    }

    @Test("An update that changes one leaf re-measures only that leaf's ancestors")
    func oneLeafChanges() {
        let left = ProbeLog()
        let right = ProbeLog()
        func root(_ d: String) -> some View {
            VStack(spacing: 0) {
                CountingRow(log: left) { Text("a"); Text("b") }
                CountingRow(log: right) { Text("c"); Text(d) }
            }
        }
        let graph = ViewGraph(root("d"))
        let fresh = graph.layout(proposal: prop(80, 24))
        let leftCalls = left.sizeThatFits
        let rightCalls = right.sizeThatFits
        graph.update(root("dd"))
        let changed = graph.layout(proposal: prop(80, 24))
        #expect(left.sizeThatFits == leftCalls)          // the unchanged sibling answered from memo
        #expect(right.sizeThatFits > rightCalls)
        #expect(right.updateCache == 1 && left.updateCache == 0)
        #expect(changed.size == CGSize(width: 3, height: 2))
        #expect(fresh.size == CGSize(width: 2, height: 2))
        // A fresh graph evaluates 11 nodes: the VStack at 80×24; each row at its
        // probes (80, 0) and (80, ∞) and its offer ((80, 12), then (80, 23));
        // and each row's two texts once at .unspecified.
        let freshGraph = ViewGraph(root("dd"))
        _ = freshGraph.layout(proposal: prop(80, 24))
        #expect(freshGraph.stats.nodesEvaluated == 11)
        // After the update only the VStack, the right row (3 proposals) and the
        // new text are evaluated — never "a", "b", "c" or the left row.
        #expect(graph.stats.nodesEvaluated == 5)
    }

    @Test("Changing the environment invalidates every memo")
    func environmentChange() {
        let graph = ViewGraph(Text("ab").padding())
        #expect(graph.layout(proposal: prop(80, 24)).size == CGSize(width: 4, height: 3))
        graph.environment = LayoutEnvironment(cellMetrics: .points)
        #expect(graph.layout(proposal: prop(800, 240)).size == CGSize(width: 32, height: 48))
        #expect(graph.stats.nodesEvaluated == 2)
    }
}

/// Identity: which nodes survive an update.
struct IdentityTests {
    struct Item: Identifiable, Hashable {
        let id: String
    }

    @Test("ForEach reorder keeps node identity (the container sees the same subviews, permuted)")
    func forEachReorder() {
        let log = ProbeLog()
        func root(_ ids: [String]) -> some View {
            Probe(log: log) { ForEach(ids.map(Item.init), content: { Text($0.id) }) }
        }
        let graph = ViewGraph(root(["a", "b", "c"]))
        _ = graph.layout(proposal: prop(80, 24))
        let before = try! #require(log.subviewsAtMake)
        graph.update(root(["c", "a", "b"]))
        let result = graph.layout(proposal: prop(80, 24))
        let after = try! #require(log.subviewsAtUpdate)
        #expect(log.makeCache == 1 && log.updateCache == 1)
        #expect(after[0] == before[2] && after[1] == before[0] && after[2] == before[1])
        #expect(result.frame(for: "c") == rect(0, 0, 1, 1))
        #expect(result.frame(for: "b") == rect(0, 2, 1, 1))
    }

    @Test("ForEach reorder keeps each element's layout cache (makeCache stays 1 each)")
    func forEachKeepsCaches() {
        let logs = ["a": ProbeLog(), "b": ProbeLog(), "c": ProbeLog()]
        func root(_ ids: [String]) -> some View {
            VStack { ForEach(ids, id: \.self) { id in CountingRow(log: logs[id]!) { Text(id) } } }
        }
        let graph = ViewGraph(root(["a", "b", "c"]))
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(root(["b", "c", "a"]))
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(root(["b", "a"]))
        let result = graph.layout(proposal: prop(80, 24))
        #expect(logs.values.map(\.makeCache) == [1, 1, 1])
        #expect(logs["a"]!.updateCache == 0)
        #expect(result.frame(for: "a") == rect(0, 2, 1, 1))
        graph.update(root(["b", "a", "c"]))   // c comes back: a new node
        _ = graph.layout(proposal: prop(80, 24))
        #expect(logs["c"]!.makeCache == 2)
    }

    @Test("Changing .id(x) makes a new node (a fresh makeCache)")
    func idChange() {
        let log = ProbeLog()
        func root(_ id: Int) -> some View { CountingRow(log: log) { Text("a") }.id(id) }
        let graph = ViewGraph(root(1))
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(root(1))
        _ = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 1)
        graph.update(root(2))
        let r = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 2)
        #expect(r.frame(for: 2) == rect(0, 0, 1, 1))
        #expect(r.frame(for: 1) == nil)
    }

    @Test("if/else branches have their own identity")
    func branches() {
        let log = ProbeLog()
        func root(_ flag: Bool) -> some View {
            VStack {
                if flag { CountingRow(log: log) { Text("a") } } else { CountingRow(log: log) { Text("a") } }
            }
        }
        let graph = ViewGraph(root(true))
        _ = graph.layout(proposal: prop(80, 24))
        graph.update(root(false))
        _ = graph.layout(proposal: prop(80, 24))
        #expect(log.makeCache == 2)
        #expect(log.updateCache == 0)
    }

    /// MEMO: a layout that counts its `sizeThatFits` calls, laid out at a
    /// sequence of widths (height 10): a node remembers its last three
    /// answers, most recently used first, as SwiftUI's `Cache3` does.
    @Test("MEMO: a node remembers its three most recent proposals", arguments: [
        ([80, 40, 80], 2),               // back to a remembered proposal: no call
        ([80, 40, 20, 80], 3),           // three distinct: all remembered
        ([80, 40, 20, 10, 80], 5),       // a fourth evicts 80: asked again
        ([80, 40, 20, 80, 10, 40], 5),   // the hit on 80 keeps it; 10 evicts 40, the least recently used
        ([80, 40, 20, 80, 10, 80], 4),   // 80 stays remembered throughout
    ] as [([CGFloat], Int)])
    func boundedMemo(_ widths: [CGFloat], _ calls: Int) {
        let log = ProbeLog()
        let graph = ViewGraph(CountingRow(log: log) { Text("ab"); Text("c") })
        for width in widths { _ = graph.layout(proposal: prop(width, 10)) }
        #expect(log.sizeThatFits == calls)
    }

    @Test("MEMO: the memo's order — a hit moves to the front, an insert drops the least recently used")
    func recentMemoOrder() {
        var memo = RecentMemo<String, Int>()
        memo.insert(1, for: "a")
        memo.insert(2, for: "b")
        memo.insert(3, for: "c")
        #expect(memo.keys == ["c", "b", "a"])
        #expect(memo.value(for: "a") == 1)
        #expect(memo.keys == ["a", "c", "b"])
        memo.insert(4, for: "d")
        #expect(memo.keys == ["d", "a", "c"])
        #expect(memo.value(for: "b") == nil)
        memo.insert(5, for: "a")
        #expect(memo.keys == ["a", "d", "c"])
        #expect(memo.value(for: "a") == 5)
        memo.removeAll()
        #expect(memo.keys.isEmpty)
    }

    @Test("A frame with both dimensions fixed (and what decorates it) is never evaluated: its size is known")
    func constantSizes() {
        let log = ProbeLog()
        let graph = ViewGraph(CountingRow(log: log) {
            block(3, 2)
            Rectangle().frame(width: 4, height: 1).overlay(Text("x"))
            Text("ab")
        })
        _ = graph.layout(proposal: prop(80, 24))
        // The row and the text; not the two fixed frames, the overlay, or what is inside them
        // until they are placed (their content is measured for placement only).
        let first = graph.stats.nodesEvaluated
        _ = graph.layout(proposal: prop(40, 10))
        // A resize evaluates only the row: its children were asked .unspecified again,
        // which the text remembers and the frames know.
        #expect(graph.stats.nodesEvaluated == 1)
        #expect(graph.stats.memoHits == graph.stats.sizeThatFitsCalls)
        #expect(first > 1)
        #expect(graph.allNodes.filter { $0.constantSize != nil }.count == 3)   // two frames, the overlay
    }
}
