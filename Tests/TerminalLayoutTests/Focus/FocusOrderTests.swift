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
/// out of order.
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
}
