import Testing
@testable import TerminalLayout

/// `Section` adds no container: its header, content and footer are
/// subviews in that order; lazy stacks keep their sections' `ForEach`es
/// lazy and pin headers and footers on request (LZ2).
@Suite struct SectionTests {
    let screen = ProposedViewSize(width: 20, height: 10)

    @Test func inAStackASectionIsItsHeaderContentAndFooter() {
        let sectioned = ViewGraph(VStack(alignment: .leading, spacing: 0) {
            Section { Text("a").id("a"); Text("bb").id("b") } header: { Text("head").id("h") } footer: { Text("foot").id("f") }
            Section("Title") { Text("c").id("c") }
            Section { Text("d").id("d") }
        }).layout(proposal: screen)
        let flat = ViewGraph(VStack(alignment: .leading, spacing: 0) {
            Text("head").id("h"); Text("a").id("a"); Text("bb").id("b"); Text("foot").id("f")
            Text("Title"); Text("c").id("c"); Text("d").id("d")
        }).layout(proposal: screen)
        #expect(sectioned.placements.map(\.frame) == flat.placements.map(\.frame))
        for id in ["h", "a", "b", "f", "c", "d"] { #expect(sectioned.frame(for: id) == flat.frame(for: id)) }
        #expect(sectioned.frame(for: "c") == CGRect(x: 0, y: 5, width: 1, height: 1))
    }

    /// Three sections: a header "section k", 20 one-row items (ids 100k + i), a footer "end k";
    /// no spacing, so section k spans rows 22k … 22k + 21 (item 100k + i is row 22k + 1 + i).
    func sections(pinned: PinnedScrollableViews, lazy: Bool = true) -> AnyView {
        let content = ForEach(0..<3) { k in
            Section {
                ForEach(0..<20) { i in Text("item \(i)").id(100 * k + i) }
            } header: {
                Text("section \(k)").id("h\(k)")
            } footer: {
                Text("end \(k)").id("f\(k)")
            }
        }
        return lazy
            ? AnyView(ScrollView { LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned) { content } })
            : AnyView(ScrollView { VStack(alignment: .leading, spacing: 0) { content } })
    }

    @Test(arguments: [CGFloat(0), 15, 30, 1e9])
    func unpinnedSectionsInALazyStackAreTheEagerStacksRows(offset: CGFloat) {
        let lazy = ViewGraph(sections(pinned: []))
        let eager = ViewGraph(sections(pinned: [], lazy: false))
        lazy.setScrollOffset(CGPoint(x: 0, y: offset))
        eager.setScrollOffset(CGPoint(x: 0, y: offset))
        let l = lazy.layout(proposal: screen), e = eager.layout(proposal: screen)
        var shown = 0
        var ids: [AnyHashable] = []
        for k in 0..<3 {
            ids += (0..<20).map { AnyHashable(100 * k + $0) }
            ids += [AnyHashable("h\(k)"), AnyHashable("f\(k)")]
        }
        for id in ids {
            guard let frame = e.frame(for: id), frame.maxY > 0, frame.minY < 10 else { continue }
            shown += 1
            #expect(l.frame(for: id) == frame, "\(id)")
        }
        #expect(shown == 10)
    }

    @Test(arguments: [
        // offset, the header shown at the top and where, the items then on screen's first row
        (CGFloat(0), "h0", CGFloat(0)),      // in its place
        (CGFloat(5), "h0", CGFloat(0)),      // pinned: its section spans rows 0 … 21
        (CGFloat(12), "h0", CGFloat(0)),     // still pinned: the section ends at row 22, below the screen
        (CGFloat(21), "h0", CGFloat(0)),     // over its footer: the section (22 rows) ends 1 row below the top
        (CGFloat(21.5), "h0", CGFloat(-0.5)), // pushed up with the section's end
        (CGFloat(22), "h1", CGFloat(0)),     // the next section's header, in its place
        (CGFloat(30), "h1", CGFloat(0)),     // pinned
    ])
    func pinnedHeadersStayAtTheTopOfTheirSection(offset: CGFloat, header: String, y: CGFloat) throws {
        let graph = ViewGraph(sections(pinned: [.sectionHeaders]))
        _ = graph.layout(proposal: screen)
        graph.setScrollOffset(CGPoint(x: 0, y: offset))
        let result = graph.layout(proposal: screen)
        let frame = try #require(result.frame(for: header))
        #expect(frame.minY == y)
        // Drawn over the rows: placed after them.
        let index = try #require(result.placements.lastIndex { $0.id == AnyHashable(header) })
        let rows = result.placements.indices.filter {
            result.placements[$0].kind.isText && !(result.placements[$0].id?.base as? String ?? "").hasPrefix("h")
        }
        #expect(rows.allSatisfy { $0 < index })
    }

    @Test func pinnedFootersStayAtTheBottomOfTheirSection() throws {
        let graph = ViewGraph(sections(pinned: [.sectionHeaders, .sectionFooters]))
        _ = graph.layout(proposal: screen)
        graph.setScrollOffset(CGPoint(x: 0, y: 5))
        let result = graph.layout(proposal: screen)
        // Section 0 shown from its row 5: header pinned at the top, footer at the bottom row.
        #expect(result.frame(for: "h0")?.minY == 0)
        #expect(result.frame(for: "f0")?.minY == 9)
        // The rows under them are hidden by them (drawn first): item 4 is row 5.
        #expect(result.frame(for: 4)?.minY == 0)
    }

    /// A section's ForEach stays lazy: 100 sections of 1,000 items make about a screen of views.
    @Test func aSectionsForEachStaysLazy() {
        let graph = ViewGraph(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<100) { k in
                    Section("section \(k)") { ForEach(0..<1_000) { i in Text("item \(i)") } }
                }
            }
        })
        _ = graph.layout(proposal: screen)
        #expect(graph.stats.lazyRowsResolved < 40)
        graph.setScrollOffset(CGPoint(x: 0, y: 50_000))
        let result = graph.layout(proposal: screen)
        #expect(graph.stats.lazyRowsResolved < 40)
        // Rows 1,001 a section: offset 50,000 is in section 49, whose header is pinned at the top.
        let header = result.placements.first { $0.kind.textLines == ["section 49"] }
        #expect(header?.frame.minY == 0)
    }
}

/// README's example ("Layout rules"), compiled and laid out: keep the two the same.
@Suite struct SectionReadmeExampleTests {
    struct File: Identifiable { let id: Int; let name: String }
    struct Folder: Identifiable { let id: Int; let name: String; let files: [File] }

    @Test func groupsOfFilesWithPinnedHeaders() throws {
        let groups = (0..<50).map { g in Folder(id: g, name: "dir \(g)", files: (0..<30).map { File(id: 100 * g + $0, name: "file \($0)") }) }
        let graph = ViewGraph(
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                    ForEach(groups) { group in
                        Section { ForEach(group.files) { Text($0.name) } } header: { Text(group.name).bold() }
                    }
                }
            }
        )
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        // Rows 1 high, 1 apart: a folder is 31 rows, 61 long with its gaps and 1 after it.
        graph.setScrollOffset(CGPoint(x: 0, y: 62 * 10 + 20))
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        let header = result.placements.first { if case .text(let t) = $0.kind { return t.lines == ["dir 10"] } else { return false } }
        #expect(header?.frame.minY == 0)
        #expect(graph.stats.lazyRowsResolved < 20)
    }
}

private extension ViewPlacement.Kind {
    var isText: Bool { if case .text = self { return true } else { return false } }
    var textLines: [String]? { if case .text(let text) = self { return text.lines } else { return nil } }
}
