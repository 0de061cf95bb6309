import Testing
@testable import TerminalLayout

extension ContainerValues {
    @Entry fileprivate var isFeatured = false
}

/// Each subview of `content` padded by one cell on every side, stacked (`ForEach(subviews:)`).
private struct Padded<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(subviews: content) { subview in subview.padding(1) }
        }
    }
}

/// Its subviews in reverse order in a row, then a text of their count
/// (id "count"): `Group(subviews:)`.
private struct Reversed<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(subviews: content) { subviews in
                HStack(spacing: 1) { ForEach(subviews.reversed()) { $0 } }
                Text(String(repeating: "#", count: subviews.count)).id("count")
            }
        }
    }
}

/// The first subview alone on a row, the others below it in a row; a
/// featured subview (`isFeatured`) two cells wider on each side.
private struct Featured<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            VStack(alignment: .leading, spacing: 0) {
                if let first = subviews.first { first }
                HStack(spacing: 0) {
                    ForEach(subviews[1...]) { subview in
                        subview.padding(.horizontal, subview.containerValues.isFeatured ? 2 : 0)
                    }
                }
            }
        }
    }
}

/// Sections as rows: header, then content indented two cells, then footer (`ForEach(sections:)`).
private struct Outline<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sections: content) { section in
                section.header
                ForEach(section.content) { $0.padding(.leading, 2) }
                section.footer
            }
        }
    }
}

/// Its first subview, or all of them once `expanded` (`@State`, its binding to `sink`).
private struct Collapsible<Content: View>: View {
    @State private var expanded = false
    let sink: BindingSink<Bool>
    @ViewBuilder var content: Content
    var body: some View {
        sink.binding = $expanded
        return VStack(alignment: .leading, spacing: 0) {
            Group(subviews: content) { subviews in
                if expanded { subviews } else if let first = subviews.first { first }
            }
        }
    }
}

/// `n` x's, `n` in `@State` (its binding to `sink`), with `id`.
private struct Counter: View {
    @State private var n = 1
    let id: String
    let sink: BindingSink<Int>
    var body: some View {
        sink.binding = $n
        return Text(String(repeating: "x", count: n)).id(id)
    }
}

/// Custom containers (iOS 18): `ForEach(subviews:)`, `Group(subviews:)`,
/// `Subview`, `SubviewsCollection`, sections (CC1).
@MainActor
struct CustomContainerTests {
    static let screen = ProposedViewSize(width: 40, height: 20)

    static func frames<V: View>(_ view: V, _ ids: [String]) -> [CGRect?] {
        let result = ViewGraph(view).layout(proposal: screen)
        return ids.map { result.frame(for: $0) }
    }

    @Test("ForEach(subviews:) gets every view the content makes, flattened: ForEach, Group, if, views of one's own")
    func subviewsAreFlattened() {
        struct Pair: View {
            var body: some View {
                Text("p").id("p")
                Text("q").id("q")
            }
        }
        let show = true
        let view = Padded {
            Text("a").id("a")
            ForEach(["b", "c"], id: \.self) { Text($0).id($0) }
            Group { Text("d").id("d") }
            if show { Text("e").id("e") }
            Pair()
            EmptyView()
        }
        // Each a 1×1 text padded to 3×3, one under another: the text at x 1, y 1 + 3·i.
        let frames = Self.frames(view, ["a", "b", "c", "d", "e", "p", "q"])
        #expect(frames == (0..<7).map { CGRect(x: 1, y: 1 + 3 * CGFloat($0), width: 1, height: 1) })
    }

    @Test("Group(subviews:) sees the count and may reorder; a slice and first", arguments: [1, 2, 3, 5])
    func groupReordersAndCounts(_ count: Int) {
        let names = (0..<count).map { "v\($0)" }
        let view = Reversed { ForEach(names, id: \.self) { Text($0).id($0) } }
        let result = ViewGraph(view).layout(proposal: Self.screen)
        // Reversed: the last name first; each "vN" is 2 wide, 1 apart.
        for (i, name) in names.enumerated() {
            #expect(result.frame(for: name)?.minX == CGFloat(3 * (count - 1 - i)))
            #expect(result.frame(for: name)?.minY == 0)
        }
        #expect(result.frame(for: "count") == CGRect(x: 0, y: 1, width: CGFloat(count), height: 1))
    }

    @Test("A subview's containerValues, read in the transform, and subviews[1...]")
    func containerValuesInTheTransform() {
        let view = Featured {
            Text("head").id("head")
            Text("a").id("a")
            Text("b").id("b").containerValue(\.isFeatured, true)
            Text("c").id("c")
        }
        let frames = Self.frames(view, ["head", "a", "b", "c"])
        // Row 1: a (1) then b padded 2 + 1 + 2, then c.
        #expect(frames == [CGRect(x: 0, y: 0, width: 4, height: 1), CGRect(x: 0, y: 1, width: 1, height: 1),
                           CGRect(x: 3, y: 1, width: 1, height: 1), CGRect(x: 6, y: 1, width: 1, height: 1)])
    }

    @Test("Subview ids are stable across updates and follow ForEach ids, not positions")
    func idsFollowIdentity() {
        var seen: [[Subview.ID]] = []
        func view(_ names: [String]) -> some View {
            Group(subviews: ForEach(names, id: \.self) { Text($0) }) { subviews in
                let _ = seen.append(subviews.map(\.id))
                subviews
            }
        }
        let graph = ViewGraph(view(["a", "b", "c"]))
        _ = graph.layout(proposal: Self.screen)
        graph.update(view(["c", "a", "b"]))
        _ = graph.layout(proposal: Self.screen)
        #expect(seen.count == 2)
        #expect(Set(seen[0]).count == 3)
        #expect(seen[1] == [seen[0][2], seen[0][0], seen[0][1]])
    }

    @Test("A subview keeps its @State when the transform moves it")
    func stateMovesWithTheSubview() {
        let first = BindingSink<Int>(), second = BindingSink<Int>()
        func view(swapped: Bool) -> some View {
            Group(subviews: Group { Counter(id: "one", sink: first); Counter(id: "two", sink: second) }) { subviews in
                HStack(spacing: 1) {
                    if swapped { subviews[1]; subviews[0] } else { subviews[0]; subviews[1] }
                }
            }
        }
        let graph = ViewGraph(view(swapped: false))
        _ = graph.layout(proposal: Self.screen)
        first.binding?.wrappedValue = 4
        var result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "one") == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(result.frame(for: "two") == CGRect(x: 5, y: 0, width: 1, height: 1))
        graph.update(view(swapped: true))
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "two") == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(result.frame(for: "one") == CGRect(x: 2, y: 0, width: 4, height: 1))
        #expect(first.binding?.wrappedValue == 4)
        #expect(graph.stateEntryCount == 2)
    }

    @Test("Subviews left out of the transform are not placed; one placed twice is placed once, with a diagnostic")
    func leftOutAndTwice() {
        let content = Group { Text("a").id("a"); Text("b").id("b"); Text("c").id("c") }
        let some = ViewGraph(Group(subviews: content) { subviews in VStack { subviews[2] } }).layout(proposal: Self.screen)
        #expect(some.frame(for: "a") == nil && some.frame(for: "b") == nil)
        #expect(some.frame(for: "c") != nil)
        let twice = ViewGraph(Group(subviews: content) { subviews in VStack { subviews[0]; subviews[0] } })
        let result = twice.layout(proposal: Self.screen)
        #expect(result.placements.filter { $0.id == AnyHashable("a") }.count == 1)
        #expect(result.diagnostics.contains { if case .invalidSubview = $0 { return true } else { return false } })
    }

    @Test("ForEach(sections:): each Section one, with header, content and footer; loose views a section of their own")
    func sections() {
        var counts: [[Int]] = []
        let view = Outline {
            Text("loose").id("loose")
            Section {
                Text("a").id("a")
                Text("b").id("b")
            } header: {
                Text("H1").id("H1")
            } footer: {
                Text("F1").id("F1")
            }
            Section("H2") { ForEach(["c"], id: \.self) { Text($0).id($0) } }
        }
        let frames = Self.frames(view, ["loose", "H1", "a", "b", "F1", "c"])
        #expect(frames.map { $0.map { [$0.minX, $0.minY] } } == [[2, 0], [0, 1], [2, 2], [2, 3], [0, 4], [2, 6]])
        let groups = Group(sections: view.content) { sections in
            let _ = counts = sections.map { [$0.header.count, $0.content.count, $0.footer.count] }
            EmptyView()
        }
        _ = ViewGraph(groups).layout(proposal: Self.screen)
        #expect(counts == [[0, 1, 0], [1, 2, 1], [1, 1, 0]])
    }

    @Test("Section container values are those set on the section (every one of its views carries them)")
    func sectionValues() {
        var featured: [Bool] = []
        let view = Group(sections: Group {
            Section { Text("a"); Text("b") }.containerValue(\.isFeatured, true)
            Section { Text("c").containerValue(\.isFeatured, true); Text("d") }
        }) { sections in
            let _ = featured = sections.map(\.containerValues.isFeatured)
            EmptyView()
        }
        _ = ViewGraph(view).layout(proposal: Self.screen)
        #expect(featured == [true, false])
    }

    @Test("A released graph with custom containers frees every node; an update that drops one frees its content")
    func nodesAreFreed() {
        func view(_ shown: Bool) -> some View {
            VStack {
                if shown { Padded { ForEach(0..<50) { Text("\($0)") } } }
                Text("stay")
            }
        }
        let graph = ViewGraph(view(true))
        _ = graph.layout(proposal: Self.screen)
        // 50 texts and their paddings, the source node, the stack and the ForEach's…
        let full = graph.engine.arena.liveCount
        #expect(full > 100)
        graph.update(view(false))
        _ = graph.layout(proposal: Self.screen)
        // …all gone: the VStack and "stay".
        #expect(graph.engine.arena.liveCount == 2)
    }

    @Test("Subviews in a lazy stack are made as rows; nested custom containers; an identical update changes nothing",
          arguments: [false, true])
    func lazyAndNested(_ lazy: Bool) {
        func view() -> some View {
            Group(subviews: Padded { ForEach(0..<30) { Text("r\($0)").id($0) } }) { subviews in
                ScrollView {
                    if lazy {
                        LazyVStack(alignment: .leading, spacing: 0) { ForEach(subviews) { $0 } }
                    } else {
                        VStack(alignment: .leading, spacing: 0) { ForEach(subviews) { $0 } }
                    }
                }
                .frame(height: 10)
            }
        }
        let graph = ViewGraph(view())
        var result = graph.layout(proposal: Self.screen)
        // `Padded`'s VStack is one subview: the rows inside it, each padded.
        #expect(result.frame(for: 0) == CGRect(x: 1, y: 1, width: 2, height: 1))
        #expect(result.frame(for: 2) == CGRect(x: 1, y: 7, width: 2, height: 1))
        graph.update(view())
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 2) == CGRect(x: 1, y: 7, width: 2, height: 1))
        #expect(result.diagnostics.isEmpty)
        graph.scroll(by: CGSize(width: 0, height: 6))
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 2) == CGRect(x: 1, y: 1, width: 2, height: 1))
    }

    @Test("Subviews of each row of a lazy stack, the rows made on demand")
    func subviewsInLazyRows() {
        let view = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1_000) { row in
                    Reversed { Text("a\(row)").id("a\(row)"); Text("b\(row)").id("b\(row)") }
                }
            }
        }
        .frame(height: 10)
        let graph = ViewGraph(view)
        var result = graph.layout(proposal: Self.screen)
        // Row 0: "b0 a0" on line 0, "##" on line 1.
        #expect(result.frame(for: "b0")?.origin == CGPoint(x: 0, y: 0))
        #expect(result.frame(for: "a0")?.origin == CGPoint(x: 3, y: 0))
        #expect(graph.stats.lazyRowsResolved < 20)
        graph.scroll(by: CGSize(width: 0, height: 1_000))
        result = graph.layout(proposal: Self.screen)
        // "b500" is 4 wide, then a space.
        #expect(result.frame(for: "a500")?.origin == CGPoint(x: 5, y: 0))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A container whose own state changes is evaluated again alone; its subviews keep theirs")
    func containerStateChanges() {
        let expanded = BindingSink<Bool>(), count = BindingSink<Int>()
        let graph = ViewGraph(Collapsible(sink: expanded) {
            Counter(id: "one", sink: count)
            Text("two").id("two")
        })
        var result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "two") == nil)
        count.binding?.wrappedValue = 3
        expanded.binding?.wrappedValue = true
        result = graph.layout(proposal: Self.screen)
        print("DBG", result.placements.map { "\($0.kind) \($0.id.map { "\($0)" } ?? "-") \($0.frame)" }, result.diagnostics)
        #expect(result.frame(for: "one") == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(result.frame(for: "two") == CGRect(x: 0, y: 1, width: 3, height: 1))
        expanded.binding?.wrappedValue = false
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: "two") == nil)
        #expect(result.frame(for: "one")?.width == 3)
    }
}
