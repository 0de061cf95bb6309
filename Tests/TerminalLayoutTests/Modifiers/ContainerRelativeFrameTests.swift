import Testing
@testable import TerminalLayout

/// `containerRelativeFrame` (CRF1): frames sized from the nearest scroll
/// view's size, or the root's proposal.
struct ContainerRelativeFrameTests {
    struct Parts: CustomTestStringConvertible, Sendable {
        let count: Int, span: Int, spacing: CGFloat, width: CGFloat
        var testDescription: String { "\(span) of \(count), \(spacing) apart: \(width)" }
    }

    @Test("count, span and spacing of the root's width (40)", arguments: [
        Parts(count: 1, span: 1, spacing: 0, width: 40),
        Parts(count: 2, span: 1, spacing: 0, width: 20),
        Parts(count: 4, span: 1, spacing: 0, width: 10),
        Parts(count: 3, span: 1, spacing: 1, width: 38.0 / 3),  // (40 − 2) / 3
        Parts(count: 4, span: 2, spacing: 2, width: 19),        // (40 − 6) / 4 · 2 + 2
        Parts(count: 4, span: 4, spacing: 2, width: 40),
        Parts(count: 0, span: 0, spacing: 0, width: 40),        // at least one part of one
    ])
    func parts(_ parts: Parts) {
        let view = VStack(alignment: .leading) {
            Color.gray.containerRelativeFrame(.horizontal, count: parts.count, span: parts.span, spacing: parts.spacing)
                .frame(height: 1).id("c")
        }
        let frame = ViewGraph(view).layout(proposal: ProposedViewSize(width: 40, height: 20)).frame(for: "c")
        #expect(frame?.width == parts.width)
        #expect(frame?.height == 1)
    }

    @Test("The whole length, a closure's, along the axes asked; the other axis as proposed")
    func wholeAndClosure() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.gray.containerRelativeFrame(.horizontal).frame(height: 1).id("whole")
            Text("ab").containerRelativeFrame(.horizontal, alignment: .leading) { length, axis in
                axis == .horizontal ? length / 4 : 0
            }.id("quarter")
            Text("c").containerRelativeFrame([.horizontal, .vertical]).id("both")
        }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 40, height: 20))
        #expect(result.frame(for: "whole") == CGRect(x: 0, y: 0, width: 40, height: 1))
        #expect(result.frame(for: "quarter") == CGRect(x: 0, y: 1, width: 10, height: 1))
        // The text inside sits at the frame's leading edge.
        #expect(result.placements.first { if case .text(let t) = $0.kind { return t.lines == ["ab"] } else { return false } }?
            .frame.minX == 0)
        #expect(result.frame(for: "both")?.size == CGSize(width: 40, height: 20))
    }

    @Test("In a scroll view, its size is the container's", arguments: [30, 24, 12])
    func inAScrollView(_ width: Int) {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { i in Color.gray.containerRelativeFrame(.horizontal, count: 3, spacing: 0).id(i) }
            }
        }
        .frame(width: CGFloat(width), height: 3)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 80, height: 20))
        let part = CGFloat(width) / 3
        for i in 0..<5 { #expect(result.frame(for: i)?.width == part) }
        #expect(result.frame(for: 4)?.minX == result.frame(for: 0).map { $0.minX + 4 * part })
        #expect(result.frame(for: 0)?.height == 3)
    }

    @Test("A resize gives a new container size, even through views whose proposal did not change")
    func resize() {
        // The VStack is proposed 10 × 5 at every size: its memo would answer.
        let view = VStack(alignment: .leading) {
            Color.gray.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(height: 1).id("c")
        }
        .frame(width: 10, height: 5, alignment: .topLeading)
        let graph = ViewGraph(view)
        for width in [40, 20, 60, 60, 40] {
            let result = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: 10))
            #expect(result.frame(for: "c")?.width == CGFloat(width) / 2)
        }
    }

    @Test("Nested scroll views: the nearest one is the container; resizing the outer one")
    func nested() {
        func view(_ inner: CGFloat) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.containerRelativeFrame(.vertical, count: 2, spacing: 0).frame(width: 1).id("outer")
                    ScrollView(.horizontal) {
                        Color.gray.containerRelativeFrame(.horizontal).frame(height: 1).id("inner")
                    }
                    .frame(width: inner)
                }
            }
        }
        let graph = ViewGraph(view(8))
        var result = graph.layout(proposal: ProposedViewSize(width: 40, height: 20))
        #expect(result.frame(for: "outer")?.height == 10)
        #expect(result.frame(for: "inner")?.width == 8)
        result = graph.layout(proposal: ProposedViewSize(width: 40, height: 12))
        #expect(result.frame(for: "outer")?.height == 6)
        graph.update(view(5))
        result = graph.layout(proposal: ProposedViewSize(width: 40, height: 12))
        #expect(result.frame(for: "inner")?.width == 5)
    }

    @Test("Rows of a lazy stack: sized from the scroll view, again after a resize, their state kept")
    func lazyRows() {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<1_000) { i in Text("\(i)").containerRelativeFrame(.horizontal, count: 4, spacing: 0).id(i) }
            }
        }
        let graph = ViewGraph(view)
        var result = graph.layout(proposal: ProposedViewSize(width: 40, height: 5))
        #expect(result.frame(for: 1)?.width == 10)
        #expect(result.frame(for: 1)?.minX == 10)
        result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: 1)?.width == 5)
        #expect(result.frame(for: 3)?.minX == 15)
        graph.scroll(by: CGSize(width: 5 * 500, height: 0))
        result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: 500)?.minX == 0)
        #expect(graph.stats.lazyRowsResolved < 20)
    }

    @Test("Non-finite and negative lengths from a closure are sanitised", arguments: [CGFloat.nan, -5, .infinity])
    func sanitised(_ length: CGFloat) {
        let view = Text("x").containerRelativeFrame(.horizontal) { _, _ in length }.id("x")
        let frame = ViewGraph(view).layout(proposal: ProposedViewSize(width: 40, height: 20)).frame(for: "x")
        #expect(frame.map { $0.width.isFinite && $0.width >= 0 } == true)
    }
}

extension ContainerRelativeFrameTests {
    @Test("In a GeometryReader's content, made while placed, and after a resize")
    func inGeometryReaderContent() {
        let view = GeometryReader { _ in
            Color.gray.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(height: 1).id("c")
        }
        .frame(width: 10, height: 4)
        let graph = ViewGraph(view)
        for width in [40, 30, 30, 50] {
            let result = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: 10))
            #expect(result.frame(for: "c")?.width == CGFloat(width) / 2)
        }
    }
}
