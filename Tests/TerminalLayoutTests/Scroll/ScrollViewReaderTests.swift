import Testing
@testable import TerminalLayout

/// Keeps the proxy a reader's content was last made with, for a test to call.
fileprivate final class ProxyBox {
    var proxy: ScrollViewProxy?
    func keep(_ proxy: ScrollViewProxy) -> Bool {
        self.proxy = proxy
        return true
    }
}

/// The text a terminal shows for `result`, one string per row, trailing spaces removed: each
/// text placement's characters inside its clip (a scroll view's viewport) only.
private func shownText(_ result: LayoutResult, width: Int, height: Int) -> [String] {
    var rows = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
    for placement in result.placements {
        guard case .text(let text) = placement.kind else { continue }
        let clip = placement.clip ?? CGRect(x: 0, y: 0, width: width, height: height)
        let x = Int(placement.frame.minX), y = Int(placement.frame.minY)
        for (line, content) in text.lines.enumerated() where (0..<height).contains(y + line) {
            for (column, character) in content.enumerated() where (0..<width).contains(x + column) {
                let cell = CGPoint(x: x + column, y: y + line)
                if clip.contains(cell) { rows[y + line][x + column] = character }
            }
        }
    }
    return rows.map { row in
        var text = String(row)
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`: a request is carried out by
/// the graph's next layout, among the reader's views, in the scroll views that contain the view.
@Suite struct ScrollViewReaderTests {
    /// Twenty one-row texts, `row 0` … `row 19`, in a scroll view 5 rows high.
    fileprivate static func twentyRows(_ box: ProxyBox) -> some View {
        ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<20) { Text("row \($0)") }
                }
            }
        }
    }

    static let fiveRows = ProposedViewSize(width: 10, height: 5)

    @Test("An eager row is shown at the anchor, or with the least scrolling without one", arguments: [
        // row 10 spans 10..<11 of 20 rows in a 5-row view: its top at the top is offset 10.
        (10, UnitPoint.top as UnitPoint?, ["row 10", "row 11", "row 12", "row 13", "row 14"]),
        // its centre (10.5) at the centre (2.5): offset 8.
        (10, .center, ["row 8", "row 9", "row 10", "row 11", "row 12"]),
        // its bottom (11) at the bottom (5): offset 6.
        (10, .bottom, ["row 6", "row 7", "row 8", "row 9", "row 10"]),
        // from offset 0, the least scrolling that shows it puts it at the bottom: offset 6.
        (10, nil, ["row 6", "row 7", "row 8", "row 9", "row 10"]),
        // already shown: no scrolling.
        (2, nil, ["row 0", "row 1", "row 2", "row 3", "row 4"]),
        // row 18 at the top would be offset 18; the content allows 20 − 5 = 15.
        (18, .top, ["row 15", "row 16", "row 17", "row 18", "row 19"]),
    ])
    func eagerRow(id: Int, anchor: UnitPoint?, shown: [String]) throws {
        let box = ProxyBox()
        let graph = ViewGraph(Self.twentyRows(box))
        _ = graph.layout(proposal: Self.fiveRows)
        try #require(box.proxy).scrollTo(id, anchor: anchor)
        #expect(graph.hasPendingScrollRequests)
        let result = graph.layout(proposal: Self.fiveRows)
        #expect(shownText(result, width: 10, height: 5) == shown)
        #expect(!graph.hasPendingScrollRequests)
    }

    @Test("A request waits for the next layout: nothing moves before it")
    func requestWaitsForLayout() throws {
        let box = ProxyBox()
        let graph = ViewGraph(Self.twentyRows(box))
        _ = graph.layout(proposal: Self.fiveRows)
        try #require(box.proxy).scrollTo(12, anchor: .top)
        #expect(graph.scrollOffset() == .zero)
        _ = graph.layout(proposal: Self.fiveRows)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 12))
    }

    /// A million `row n` texts in a lazy stack, in a scroll view 5 rows high and 20 wide.
    fileprivate static func millionRows(_ box: ProxyBox) -> some View {
        ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<1_000_000) { Text("row \($0)") }
                }
            }
        }
    }

    @Test("A row of a million-row LazyVStack that was never made is made and shown at the anchor", arguments: [
        (UnitPoint.top as UnitPoint?, 0.0, ["row 600000", "row 600001", "row 600002", "row 600003", "row 600004"]),
        (.center, 2.0, ["row 599998", "row 599999", "row 600000", "row 600001", "row 600002"]),
        (.bottom, 4.0, ["row 599996", "row 599997", "row 599998", "row 599999", "row 600000"]),
        (nil, 4.0, ["row 599996", "row 599997", "row 599998", "row 599999", "row 600000"]),
    ])
    func lazyRowNeverMade(anchor: UnitPoint?, y: Double, shown: [String]) throws {
        let box = ProxyBox()
        let graph = ViewGraph(Self.millionRows(box))
        let proposal = ProposedViewSize(width: 20, height: 5)
        _ = graph.layout(proposal: proposal)
        try #require(box.proxy).scrollTo(600_000, anchor: anchor)
        let result = graph.layout(proposal: proposal)
        #expect(result.frame(for: 600_000) == CGRect(x: 0, y: y, width: 10, height: 1))
        #expect(shownText(result, width: 20, height: 5) == shown)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 600_000 - y))
        // Only the rows around it were made, not the 600,000 before it.
        #expect(graph.stats.lazyRowsResolved <= 15)
    }

    /// A scroll view of `count` rows, 4 rows high, over a status line; `+` adds ten rows and shows the
    /// last, End shows the last, Home the first.
    struct Growing: View {
        @State private var count = 10
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading, spacing: 0) {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 0) { ForEach(0..<count) { Text("line \($0)") } }
                    }
                    .frame(height: 4)
                    Text("\(count) lines")
                }
                .onKeyPress(phases: .down) { press in
                    switch press.key {
                    case "+":
                        count += 10
                        proxy.scrollTo(count - 1, anchor: .bottom)
                    case .end: proxy.scrollTo(count - 1, anchor: .bottom)
                    case .home: proxy.scrollTo(0, anchor: .top)
                    default: return .ignored
                    }
                    return .handled
                }
            }
        }
    }

    @Test("A proxy in an onKeyPress action: the next layout shows the row, with the state the action set",
          arguments: [
              ([KeyEquivalent.end], ["line 6", "line 7", "line 8", "line 9", "10 lines"]),
              ([.end, .home], ["line 0", "line 1", "line 2", "line 3", "10 lines"]),
              (["+"], ["line 16", "line 17", "line 18", "line 19", "20 lines"]),
              (["+", "+", .home, "+"], ["line 36", "line 37", "line 38", "line 39", "40 lines"]),
          ])
    func keyAction(keys: [KeyEquivalent], shown: [String]) {
        let graph = ViewGraph(Growing())
        let focus = FocusSystem(graph: graph)
        let proposal = ProposedViewSize(width: 12, height: 5)
        _ = graph.layout(proposal: proposal)
        for key in keys {
            #expect(focus.handle(KeyPress(key: key, characters: String(key.character))) == .handled)
            #expect(graph.hasPendingScrollRequests)
            _ = graph.layout(proposal: proposal)
        }
        #expect(shownText(graph.layout(proposal: proposal), width: 12, height: 5) == shown)
    }

    /// A 6-row outer scroll view: `top`, an inner scroll view 3 rows high over `in 0` … `in 9`, then
    /// `out 0` … `out 9` (content 14 rows).
    fileprivate static func nested(_ box: ProxyBox) -> some View {
        ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Text("top")
                    ScrollView {
                        VStack(alignment: .leading, spacing: 0) { ForEach(0..<10) { Text("in \($0)").id("in\($0)") } }
                    }
                    .id("inner")
                    .frame(height: 3)
                    ForEach(0..<10) { Text("out \($0)").id("out\($0)") }
                }
            }
            .id("outer")
        }
    }

    @Test("Nested scroll views: the one containing the view scrolls, the ones outside only as far as shows it",
          arguments: [
              // in 7 is row 7 of the inner 3-row view: inner offset 5; it is then on the outer
              // view's row 3, shown: the outer view stays.
              ("in7", nil as UnitPoint?, 0.0, 5.0, 0.0, ["top", "in 5", "in 6", "in 7", "out 0", "out 1"]),
              // its top at the inner view's top: 7 (= 10 − 3, the most); the outer view stays.
              ("in7", .top, 0.0, 7.0, 0.0, ["top", "in 7", "in 8", "in 9", "out 0", "out 1"]),
              // from the outer view at its end (offset 8) the inner view is out of sight above:
              // inner 5, then the outer view scrolls up to its row with in 7 (content row 3).
              ("in7", nil, 8.0, 5.0, 3.0, ["in 7", "out 0", "out 1", "out 2", "out 3", "out 4"]),
              // out 8 is on content row 12: the outer view scrolls to 12 + 1 − 6 = 7; the inner stays.
              ("out8", nil, 0.0, 0.0, 7.0, ["out 3", "out 4", "out 5", "out 6", "out 7", "out 8"]),
          ])
    func nestedScrollViews(id: String, anchor: UnitPoint?, outerStart: Double, inner: Double, outer: Double,
                           shown: [String]) throws {
        let box = ProxyBox()
        let graph = ViewGraph(Self.nested(box))
        let proposal = ProposedViewSize(width: 8, height: 6)
        _ = graph.layout(proposal: proposal)
        graph.setScrollOffset(CGPoint(x: 0, y: outerStart), of: "outer")
        _ = graph.layout(proposal: proposal)
        try #require(box.proxy).scrollTo(id, anchor: anchor)
        let result = graph.layout(proposal: proposal)
        #expect(graph.scrollOffset(of: "inner") == CGPoint(x: 0, y: inner))
        #expect(graph.scrollOffset(of: "outer") == CGPoint(x: 0, y: outer))
        #expect(shownText(result, width: 8, height: 6) == shown)
    }

    @Test("An id no view has does nothing: no offset changes, the last result is kept")
    func unknownID() throws {
        let box = ProxyBox()
        let graph = ViewGraph(Self.twentyRows(box))
        _ = graph.layout(proposal: Self.fiveRows)
        graph.setScrollOffset(CGPoint(x: 0, y: 3))
        let before = graph.layout(proposal: Self.fiveRows)
        try #require(box.proxy).scrollTo("row 10", anchor: .top)   // the ids are Ints
        try #require(box.proxy).scrollTo(20)
        let after = graph.layout(proposal: Self.fiveRows)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 3))
        #expect(graph.stats.reusedPreviousResult)
        #expect(shownText(after, width: 10, height: 5) == shownText(before, width: 10, height: 5))
        #expect(!graph.hasPendingScrollRequests)
    }

    @Test("A proxy looks only among its reader's views: the same id in another reader's scroll view is not it",
          arguments: [(0, 7.0, 0.0), (1, 0.0, 7.0)])
    func proxiesAreScopedToTheirReader(reader: Int, first: Double, second: Double) throws {
        let boxes = [ProxyBox(), ProxyBox()]
        func pane(_ index: Int) -> some View {
            ScrollViewReader { proxy in
                let _ = boxes[index].keep(proxy)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<10) { Text("\($0)") } }
                }
                .id("pane\(index)")
                .frame(height: 3)
            }
        }
        let graph = ViewGraph(HStack { pane(0); pane(1) })
        let proposal = ProposedViewSize(width: 10, height: 3)
        _ = graph.layout(proposal: proposal)
        try #require(boxes[reader].proxy).scrollTo(7, anchor: .top)
        _ = graph.layout(proposal: proposal)
        #expect(graph.scrollOffset(of: "pane0") == CGPoint(x: 0, y: first))
        #expect(graph.scrollOffset(of: "pane1") == CGPoint(x: 0, y: second))
    }

    @Test("A reader inside a scroll view scrolls it: the scroll view around the reader contains the view")
    func readerInsideTheScrollView() throws {
        let box = ProxyBox()
        let graph = ViewGraph(ScrollView {
            ScrollViewReader { proxy in
                let _ = box.keep(proxy)
                VStack(spacing: 0) { ForEach(0..<20) { Text("\($0)") } }
            }
        })
        _ = graph.layout(proposal: Self.fiveRows)
        try #require(box.proxy).scrollTo(9, anchor: .center)
        _ = graph.layout(proposal: Self.fiveRows)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 7))   // 9 + 0.5 − 2.5
    }

    @Test("A call while the content is made (SwiftUI forbids it) is carried out by that update's layout")
    func callWhileMakingTheContent() {
        let graph = ViewGraph(ScrollViewReader { proxy in
            let _ = proxy.scrollTo(15, anchor: .top)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) { ForEach(0..<20) { Text("row \($0)") } }
            }
        })
        let result = graph.layout(proposal: Self.fiveRows)
        #expect(shownText(result, width: 10, height: 5) == ["row 15", "row 16", "row 17", "row 18", "row 19"])
    }

    @Test("A proxy made before an update still scrolls: the reader's link is kept with its identity")
    func proxyFromAnEarlierUpdate() throws {
        let box = ProxyBox()
        let graph = ViewGraph(Self.twentyRows(box))
        _ = graph.layout(proposal: Self.fiveRows)
        let early = try #require(box.proxy)
        graph.update(Self.twentyRows(box))
        _ = graph.layout(proposal: Self.fiveRows)
        #expect(try #require(box.proxy).link === early.link)
        early.scrollTo(11, anchor: .top)
        _ = graph.layout(proposal: Self.fiveRows)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 11))
    }

    @Test("A proxy does not keep its graph alive; once the graph is gone it does nothing")
    func proxyOfAReleasedGraph() throws {
        let box = ProxyBox()
        weak var released: ViewGraph?
        do {
            let graph = ViewGraph(Self.twentyRows(box))
            _ = graph.layout(proposal: Self.fiveRows)
            released = graph
        }
        #expect(released == nil)
        let proxy = try #require(box.proxy)
        #expect(proxy.link.queue == nil)
        proxy.scrollTo(10, anchor: .top)   // nowhere to go: no crash, nothing kept
        #expect(proxy.link.queue == nil)
    }
}
