import Testing
@testable import TerminalLayout

private struct RowNamesKey: PreferenceKey {
    static var defaultValue: [Int] { [] }
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Focus order and preference order in a lazy stack follow its rows (FOCUS1, PREF1); a view
/// drawn at opacity 0 takes no focus (FOCUS1). The rows
/// a lazy stack made are held by a hash of their index, in no order: Tab went from row 0 to
/// row 5 (a `List` of navigation links pushed the wrong one), and preferences combined rows
/// out of order. Rows kept from before an update and not made again since (beyond the
/// overscan) were resolved with the old views: they took focus under a `disabled(true)` set
/// since, and gave their old preference values.
struct FocusOrderTests {
    @Test("Tab n times from no focus, then Return: the nth row's button, with eager rows before and after the ForEach",
          arguments: [1, 2, 3, 6, 9, 10, 12])
    func tabOrder(_ tabs: Int) {
        let taps = (0..<12).map { _ in Taps() }
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                Button("first") { taps[0].count += 1 }
                ForEach(1..<11) { i in Button("\(i)") { taps[i].count += 1 } }
                Button("last") { taps[11].count += 1 }
            }
        }
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 40))
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { focus.handle(KeyPress(key: .tab)) }
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == (0..<12).map { $0 == (tabs - 1) % 12 ? 1 : 0 })
    }

    @Test("Rows' preferences are combined in row order", arguments: [5, 20])
    func preferenceOrder(_ rows: Int) {
        var seen: [Int] = []
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { i in Text("\(i)").preference(key: RowNamesKey.self, value: [i]) }
            }
        }
        .onPreferenceChange(RowNamesKey.self) { seen = $0 }
        _ = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: CGFloat(rows)))
        #expect(seen == Array(0..<rows))
    }

    @Test("A button at opacity 0 (hidden, opacity(0), or inside a hidden stack) is skipped by Tab", arguments: ["hidden", "opacity", "container"])
    func hiddenTakesNoFocus(_ how: String) {
        let taps = [Taps(), Taps()]
        let first = Button("a") { taps[0].count += 1 }
        let view: AnyView = switch how {
        case "hidden": AnyView(HStack { first.hidden(); Button("b") { taps[1].count += 1 } })
        case "opacity": AnyView(HStack { first.opacity(0); Button("b") { taps[1].count += 1 } })
        default: AnyView(HStack { VStack { first }.hidden(); Button("b") { taps[1].count += 1 } })
        }
        let focus = FocusSystem(graph: ViewGraph(view))
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        focus.handle(KeyPress(key: .tab))        // wraps around to b: a is not in the order
        focus.handle(KeyPress(key: .return))
        #expect(taps.map(\.count) == [0, 2])
    }

    /// 100 one-line buttons in a lazy stack 10 rows high: the first layout makes rows 0…21
    /// (their heights unknown yet), the layout after the update makes rows 0…5 again (the
    /// window and its overscan) and keeps the others as they were.
    private static func buttonList(disabled: Bool, taps: [Taps]) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in Button("\(i)") { taps[i].count += 1 } }
            }
        }
        .disabled(disabled)
    }

    /// The tap counts of the 100 buttons after the list is laid out `disabled: before`,
    /// updated to `disabled: after` and laid out again, then Tab `tabs` times and Return.
    private static func tapsAfterUpdate(from before: Bool, to after: Bool, tabs: Int) -> [Int] {
        let taps = (0..<100).map { _ in Taps() }
        let proposal = ProposedViewSize(width: 20, height: 10)
        let graph = ViewGraph(buttonList(disabled: before, taps: taps))
        _ = graph.layout(proposal: proposal)
        graph.update(buttonList(disabled: after, taps: taps))
        _ = graph.layout(proposal: proposal)
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { focus.handle(KeyPress(key: .tab)) }
        focus.handle(KeyPress(key: .return))
        return taps.map(\.count)
    }

    @Test("After an update that disables a lazy stack, Tab n times and Return press no button", arguments: [1, 5, 12, 20, 30])
    func disabledAfterUpdate(_ tabs: Int) {
        #expect(Self.tapsAfterUpdate(from: false, to: true, tabs: tabs).allSatisfy { $0 == 0 })
    }

    @Test("After an update, Tab reaches the rows made again, in order", arguments: [1, 3, 6])
    func tabOrderAfterUpdate(_ tabs: Int) {
        #expect(Self.tapsAfterUpdate(from: true, to: false, tabs: tabs) == (0..<100).map { $0 == tabs - 1 ? 1 : 0 })
    }

    @Test("After an update, a lazy stack's preference is its current rows' values, in row order")
    func preferencesAfterUpdate() {
        var seen: [Int] = []
        func view(_ base: Int) -> some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in Text("\(i)").frame(height: 3).preference(key: RowNamesKey.self, value: [base + i]) }
                }
            }
            .onPreferenceChange(RowNamesKey.self) { seen = $0 }
        }
        let proposal = ProposedViewSize(width: 10, height: 10)
        let graph = ViewGraph(view(0))
        _ = graph.layout(proposal: proposal)
        #expect(seen.count > 6)   // rows made past the window: their heights were not known
        graph.update(view(1000))
        _ = graph.layout(proposal: proposal)
        // The window (rows 0…3) and its overscan (half a window either side).
        #expect(seen == Array(1000...1005))
    }
}
