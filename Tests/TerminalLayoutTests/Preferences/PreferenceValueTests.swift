import Testing
@testable import TerminalLayout

/// Collects the values in view order (shows how `reduce` is called).
private struct ListKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// The largest value, with a default larger than some values (as third-party keys have).
private struct MaxKey: PreferenceKey {
    static let defaultValue = 10
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// A size, the last one wins (the usual "read a view's size" key).
private struct SizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

/// Preferences (PREF1): values flow from views to their ancestors,
/// combined in view order; `onPreferenceChange` runs after a layout when
/// the combined value is first known and when it changes.
@MainActor
struct PreferenceValueTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    /// (name, view, what `onPreferenceChange(ListKey.self)` around it sees).
    nonisolated(unsafe) static let lists: [(String, AnyView, [Int])] = [
        ("one view", AnyView(Text("a").preference(key: ListKey.self, value: [1])), [1]),
        ("view order, through nested stacks", AnyView(VStack {
            Text("a").preference(key: ListKey.self, value: [1])
            HStack { Text("b").preference(key: ListKey.self, value: [2]); Text("c") }
            Text("d").preference(key: ListKey.self, value: [3, 4])
        }), [1, 2, 3, 4]),
        ("a writer replaces its content's values", AnyView(VStack {
            Text("a").preference(key: ListKey.self, value: [1])
        }.preference(key: ListKey.self, value: [9])), [9]),
        ("a transform changes its content's value", AnyView(VStack {
            Text("a").preference(key: ListKey.self, value: [1])
            Text("b").preference(key: ListKey.self, value: [2])
        }.transformPreference(ListKey.self) { $0.append(100) }), [1, 2, 100]),
        ("a transform with nothing inside starts from the default", AnyView(
            Text("a").transformPreference(ListKey.self) { $0.append(5) }), [5]),
        ("no writer: the default", AnyView(VStack { Text("a"); Text("b") }), []),
        ("other modifiers pass values through", AnyView(VStack {
            Text("a").preference(key: ListKey.self, value: [1]).padding().frame(width: 9).background(Color.red)
        }.id("x")), [1]),
        ("a ForEach, in order", AnyView(HStack {
            ForEach([3, 1, 2], id: \.self) { n in Text("\(n)").preference(key: ListKey.self, value: [n]) }
        }), [3, 1, 2]),
        ("a ZStack and an overlay, in view order", AnyView(ZStack {
            Color.red.preference(key: ListKey.self, value: [1])
            Color.blue.overlay(Text("x").preference(key: ListKey.self, value: [3])).preference(key: ListKey.self, value: [2])
        }), [1, 2]),
    ]

    @Test("The combined value an observer sees", arguments: lists.indices)
    func combinedValue(_ index: Int) {
        let (name, view, expected) = Self.lists[index]
        var seen: [[Int]] = []
        let graph = ViewGraph(view.onPreferenceChange(ListKey.self) { seen.append($0) })
        #expect(seen.isEmpty, "read after a layout, not before")
        _ = graph.layout(proposal: Self.screen)
        #expect(seen == [expected], "\(name)")
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        #expect(seen == [expected], "\(name): unchanged, not run again")
    }

    @Test("The first view with a value starts the combination; the default only stands for none",
          arguments: [([5], 5), ([5, 20], 20), ([30, 5], 30), ([], 10)])
    func defaultValueIsNotCombined(values: [Int], expected: Int) {
        var seen: [Int] = []
        let graph = ViewGraph(VStack {
            ForEach(values.indices, id: \.self) { i in Text("x").preference(key: MaxKey.self, value: values[i]) }
        }.onPreferenceChange(MaxKey.self) { seen.append($0) })
        _ = graph.layout(proposal: Self.screen)
        #expect(seen == [expected])
    }

    @Test("An update that changes a value runs the action with the new one; an equal value does not")
    func updates() {
        var seen: [Int] = []
        func tree(_ a: Int, _ b: Int) -> some View {
            VStack {
                Text("a").preference(key: MaxKey.self, value: a)
                Text("b").preference(key: MaxKey.self, value: b)
            }.onPreferenceChange(MaxKey.self) { seen.append($0) }
        }
        let graph = ViewGraph(tree(11, 12))
        _ = graph.layout(proposal: Self.screen)
        for (a, b, expected) in [(11, 12, [12]), (15, 12, [12, 15]), (12, 15, [12, 15]), (1, 2, [12, 15, 2])] {
            graph.update(tree(a, b))
            _ = graph.layout(proposal: Self.screen)
            #expect(seen == expected, "\(a), \(b)")
        }
    }

    /// A view that shows the width another view has, read with a
    /// `GeometryReader` in its background (the common SwiftUI pattern).
    private struct WidthReporter: View {
        let word: String
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(word).background(GeometryReader { proxy in
                    Color.clear.preference(key: SizeKey.self, value: proxy.size)
                })
                Color.red.frame(width: width, height: 1).id("bar")
            }
            .onPreferenceChange(SizeKey.self) { width = $0.width }
        }
    }

    @Test("A size read through a preference is in the result of the same layout; a change follows",
          arguments: [("hello", CGFloat(5)), ("hi", 2)])
    func sizeReadThroughPreference(word: String, width: CGFloat) {
        let graph = ViewGraph(WidthReporter(word: word))
        #expect(graph.layout(proposal: Self.screen).frame(for: "bar")?.width == width)
        #expect(!graph.needsUpdate)
        // A narrower proposal wraps the word: the bar follows in the same layout.
        #expect(graph.layout(proposal: ProposedViewSize(width: 1, height: 24)).frame(for: "bar")?.width == 1)
    }

    @Test("An action that sets state on every change settles within a bounded number of passes")
    func runawayActionIsBounded() {
        final class Counter { var runs = 0 }
        struct Runaway: View {
            let counter: Counter
            @State private var n = 0
            var body: some View {
                Text(String(repeating: "x", count: n % 7 + 1)).background(GeometryReader { proxy in
                    Color.clear.preference(key: SizeKey.self, value: proxy.size)
                })
                .onPreferenceChange(SizeKey.self) { _ in counter.runs += 1; n += 1 }
            }
        }
        let counter = Counter()
        let graph = ViewGraph(Runaway(counter: counter))
        _ = graph.layout(proposal: Self.screen)
        #expect(counter.runs == ViewGraph.maxActionRounds + 1)
        #expect(graph.needsUpdate)
    }
}
