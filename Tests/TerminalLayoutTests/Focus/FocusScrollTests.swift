import Testing
@testable import TerminalLayout

/// FOCUS2: when focus goes to another view, the scroll views around it move as little as
/// shows it. Thirty (or a hundred) one-row plain buttons, `spacing: 0`, in a scroll view 10
/// rows high: button i is rows i…i+1, so focusing a button below the rows shown scrolls to
/// offset i − 9, one above them to offset i, and one shown does not scroll.
struct FocusScrollTests {
    private static func list(_ count: Int, lazy: Bool, taps: [Taps]) -> some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in Button("\(i)") { taps[i].count += 1 }.buttonStyle(.plain) }
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in Button("\(i)") { taps[i].count += 1 }.buttonStyle(.plain) }
                }
            }
        }
    }

    private static let proposal = ProposedViewSize(width: 20, height: 10)

    /// Presses `key` `times` times, laying out after each as the app draws a frame.
    private static func press(_ key: KeyPress, _ times: Int, focus: FocusSystem, graph: ViewGraph) {
        for _ in 0..<times {
            focus.handle(key)
            _ = graph.layout(proposal: proposal)
        }
    }

    /// A list of `count` buttons laid out, its focus system, and the buttons' tap counters.
    private static func laidOut(_ count: Int, lazy: Bool) -> (graph: ViewGraph, focus: FocusSystem, taps: [Taps]) {
        let taps = (0..<count).map { _ in Taps() }
        let graph = ViewGraph(list(count, lazy: lazy, taps: taps))
        _ = graph.layout(proposal: proposal)
        return (graph, FocusSystem(graph: graph), taps)
    }

    @Test("Tab n times in a scroll view of 30 buttons: button n − 1 has focus and shows",
          arguments: [(1, 0), (10, 0), (11, 1), (15, 5), (30, 20), (31, 0)] as [(Int, CGFloat)])
    func tabScrollsDown(tabs: Int, offset: CGFloat) {
        let (graph, focus, taps) = Self.laidOut(30, lazy: false)
        Self.press(KeyPress(key: .tab), tabs, focus: focus, graph: graph)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: offset))
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == (0..<30).map { $0 == (tabs - 1) % 30 ? 1 : 0 })
    }

    @Test("Shift-Tab back up: the scroll view follows to the top of the view focused",
          arguments: [(1, 13, 5), (9, 5, 5), (10, 4, 4), (14, 0, 0)] as [(Int, Int, CGFloat)])
    func shiftTabScrollsUp(backs: Int, row: Int, offset: CGFloat) {
        let (graph, focus, taps) = Self.laidOut(30, lazy: false)
        Self.press(KeyPress(key: .tab), 15, focus: focus, graph: graph)          // button 14, offset 5
        Self.press(KeyPress(key: .tab, modifiers: .shift), backs, focus: focus, graph: graph)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: offset))
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == (0..<30).map { $0 == row ? 1 : 0 })
    }

    @Test("In a lazy stack of 100, Tab reaches rows never made before: each is made as the view scrolls",
          arguments: [(12, 2), (50, 40), (100, 90)] as [(Int, CGFloat)])
    func tabThroughLazyRows(tabs: Int, offset: CGFloat) {
        let (graph, focus, taps) = Self.laidOut(100, lazy: true)
        Self.press(KeyPress(key: .tab), tabs, focus: focus, graph: graph)
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: offset))
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == (0..<100).map { $0 == tabs - 1 ? 1 : 0 })
        // The focused row shows, on the last row of the scroll view (two digits, centred).
        let frame = graph.layout(proposal: Self.proposal).frame(for: tabs - 1)
        #expect(frame == CGRect(x: 9, y: 9, width: 2, height: 1))
    }

    @Test("A focused view scrolled away by the user stays away until focus moves")
    func userScrollWins() {
        let (graph, focus, taps) = Self.laidOut(30, lazy: false)
        Self.press(KeyPress(key: .tab), 1, focus: focus, graph: graph)
        graph.setScrollOffset(CGPoint(x: 0, y: 15))
        _ = graph.layout(proposal: Self.proposal)
        Self.press(KeyPress(key: KeyEquivalent("x")), 1, focus: focus, graph: graph)   // taken by no view
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 15))
        Self.press(KeyPress(key: .tab), 1, focus: focus, graph: graph)             // button 1, above: offset 1
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 1))
    }
}

/// FOCUS2 at the ends of a lazy stack: Tab past its last row goes to its first, Shift-Tab
/// before its first to its last — rows the stack had recycled or never made, made again.
struct FocusWrapTests {
    private static let proposal = ProposedViewSize(width: 20, height: 10)

    private static func graph(_ taps: [Taps], header: Bool) -> ViewGraph {
        ViewGraph(VStack(spacing: 0) {
            if header { Button("top") { }.buttonStyle(.plain) }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in Button("\(i)") { taps[i].count += 1 }.buttonStyle(.plain) }
                }
            }
        })
    }

    private static func press(_ key: KeyPress, _ times: Int, focus: FocusSystem, graph: ViewGraph) {
        for _ in 0..<times {
            focus.handle(key)
            _ = graph.layout(proposal: proposal)
        }
    }

    @Test("Tab from row 99 wraps to row 0 (the list back at the top); Shift-Tab from there to row 99",
          arguments: [1, 2])
    func wrapsThroughTheList(_ after: Int) {
        let taps = (0..<100).map { _ in Taps() }
        let graph = Self.graph(taps, header: false)
        _ = graph.layout(proposal: Self.proposal)
        let focus = FocusSystem(graph: graph)
        Self.press(KeyPress(key: .tab), 100 + after, focus: focus, graph: graph)   // row 99, then on
        #expect(graph.scrollOffset() == .zero)
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == (0..<100).map { $0 == after - 1 ? 1 : 0 })
        Self.press(KeyPress(key: .tab, modifiers: .shift), after, focus: focus, graph: graph)   // back to row 99
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 90))
        focus.handle(KeyPress(key: .return))
        #expect(taps[99].count == 1)
    }

    @Test("Shift-Tab with nothing focused goes to the list's last row")
    func shiftTabFromNothing() {
        let taps = (0..<100).map { _ in Taps() }
        let graph = Self.graph(taps, header: false)
        _ = graph.layout(proposal: Self.proposal)
        let focus = FocusSystem(graph: graph)
        Self.press(KeyPress(key: .tab, modifiers: .shift), 1, focus: focus, graph: graph)
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == (0..<100).map { $0 == 99 ? 1 : 0 })
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 90))
    }

    @Test("With a button above the list, Tab past row 99 goes to that button; the list stays where it is")
    func wrapsToTheViewBefore() {
        let taps = (0..<100).map { _ in Taps() }
        let graph = Self.graph(taps, header: true)
        _ = graph.layout(proposal: Self.proposal)
        let focus = FocusSystem(graph: graph)
        Self.press(KeyPress(key: .tab), 101, focus: focus, graph: graph)   // top, rows 0…99
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 91))            // a 9-row scroll view
        Self.press(KeyPress(key: .tab), 1, focus: focus, graph: graph)     // top
        focus.handle(KeyPress(key: .return))
        #expect(taps.allSatisfy { $0.count == 0 })
        #expect(graph.scrollOffset() == CGPoint(x: 0, y: 91))
    }
}
