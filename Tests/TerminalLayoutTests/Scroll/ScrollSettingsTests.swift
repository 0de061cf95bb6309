import Testing
@testable import TerminalLayout

/// A vertical scroll view 5 rows tall of `count` one-row texts with ids 0…, in a scroll target layout.
private func rows(_ count: Int, lazy: Bool = false) -> some View {
    ScrollView {
        if lazy {
            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("row \($0)").id($0) } }.scrollTargetLayout()
        } else {
            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("row \($0)").id($0) } }.scrollTargetLayout()
        }
    }
    .frame(width: 10, height: 5)
}

/// Hands a binding and the values written through it to the test.
final class Recorder<Value>: @unchecked Sendable {
    var value: Value
    var writes: [Value] = []
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0; self.writes.append($0) }) }
}

/// `scrollDisabled`, `defaultScrollAnchor`, `contentMargins`, `scrollTargetBehavior`,
/// `scrollTargetLayout`, `scrollPosition(id:)`, `onScrollGeometryChange` (SC2–SC7).
@MainActor
struct ScrollSettingsTests {
    static let screen = ProposedViewSize(width: 20, height: 10)

    @Test("scrollDisabled: the user cannot scroll, code can; the environment says so")
    func disabled() {
        var seen: [Bool] = []
        struct Reader: View {
            @Environment(\.isScrollEnabled) var enabled
            let report: (Bool) -> Void
            var body: some View { report(enabled); return Text("x") }
        }
        let graph = ViewGraph(VStack { rows(20); Reader { seen.append($0) } }.scrollDisabled(true))
        _ = graph.layout(proposal: Self.screen)
        #expect(!graph.scroll(by: CGSize(width: 0, height: 3)))
        #expect(graph.layout(proposal: Self.screen).frame(for: 0)?.minY == 0)
        #expect(graph.scrollTo(10, anchor: .top))
        #expect(graph.layout(proposal: Self.screen).frame(for: 10)?.minY == 0)
        #expect(seen.last == false)
    }

    @Test("defaultScrollAnchor(.bottom): starts at the end, stays there as content grows, aligns short content at the bottom")
    func bottomAnchor() {
        let graph = ViewGraph(rows(20).defaultScrollAnchor(.bottom))
        var result = graph.layout(proposal: Self.screen)
        // 20 rows, 5 shown: rows 15…19.
        #expect(result.frame(for: 19)?.minY == 4)
        #expect(result.frame(for: 15)?.minY == 0)
        graph.update(rows(23).defaultScrollAnchor(.bottom))
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 22)?.minY == 4)
        graph.update(rows(2).defaultScrollAnchor(.bottom))
        result = graph.layout(proposal: Self.screen)
        // Two rows in five: at the bottom.
        #expect(result.frame(for: 0)?.minY == 3)
        #expect(result.frame(for: 1)?.minY == 4)
    }

    @Test("defaultScrollAnchor(_:for:) sets one role", arguments: [ScrollAnchorRole.initialOffset, .sizeChanges, .alignment])
    func oneRole(_ role: ScrollAnchorRole) {
        let graph = ViewGraph(rows(20).defaultScrollAnchor(.bottom, for: role))
        var result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 19)?.minY == (role == .initialOffset ? 4 : 19))
        graph.update(rows(23).defaultScrollAnchor(.bottom, for: role))
        result = graph.layout(proposal: Self.screen)
        // Size changes keep the offset's distance from the end: 3 more rows, 3 further.
        let first = result.placements.first { $0.id == AnyHashable(0) }?.frame.minY
        #expect(first == (role == .initialOffset ? -15 : role == .sizeChanges ? -3 : 0))
        graph.update(rows(2).defaultScrollAnchor(.bottom, for: role))
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 0)?.minY == (role == .alignment ? 3 : 0))
    }

    @Test("contentMargins insets the scroll content; the geometry reports it", arguments: [0, 1, 2])
    func margins(_ length: Int) {
        let margin = CGFloat(length)
        let view = rows(20).contentMargins(margin)
        let graph = ViewGraph(view)
        var result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 0)?.minY == margin)
        // The content is 20 rows and the margins long: the last row ends a margin before its end.
        graph.setScrollOffset(CGPoint(x: 0, y: 1_000))
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 19)?.maxY == 5 - margin)
        let only = ViewGraph(rows(20).contentMargins(.top, margin, for: .scrollContent))
        #expect(only.layout(proposal: Self.screen).frame(for: 0)?.minY == margin)
        let indicators = ViewGraph(rows(20).contentMargins(margin, for: .scrollIndicators))
        #expect(indicators.layout(proposal: Self.screen).frame(for: 0)?.minY == 0)
    }

    @Test("Paging: each scroll moves a whole page in its direction", arguments: [false, true])
    func paging(_ lazy: Bool) {
        let graph = ViewGraph(rows(23, lazy: lazy).scrollTargetBehavior(.paging))
        _ = graph.layout(proposal: Self.screen)
        var tops: [CGFloat] = []
        for delta: CGFloat in [1, 1, 3, -1, 100, 1, -1] {
            graph.scroll(by: CGSize(width: 0, height: delta))
            _ = graph.layout(proposal: Self.screen)
            tops.append(graph.scrollOffset()?.y ?? -1)
        }
        // Pages of 5 rows, one a scroll however far; the last page ends
        // with the content (23 − 5 = 18), and the page before it is 15.
        #expect(tops == [5, 10, 15, 10, 15, 18, 15])
    }

    @Test("View aligned: a scroll settles with the next (previous) view of the target layout at the top")
    func viewAligned() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in Text("card \(i)").frame(height: CGFloat(2 + i % 3)).id(i) }
            }
            .scrollTargetLayout()
        }
        .frame(width: 10, height: 5)
        .scrollTargetBehavior(.viewAligned)
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: Self.screen)
        var tops: [CGFloat] = []
        for delta: CGFloat in [1, 1, 1, -1] {
            graph.scroll(by: CGSize(width: 0, height: delta))
            _ = graph.layout(proposal: Self.screen)
            tops.append(graph.scrollOffset()?.y ?? -1)
        }
        // Heights 2, 3, 4, 2 …: the cards start at 0, 2, 5, 9.
        #expect(tops == [2, 5, 9, 5])
    }

    /// Settles on multiples of ten rows (the context spelled out).
    struct Tens: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
            target.rect.origin.y = (target.rect.origin.y / 10).rounded(.up) * 10
        }
    }

    /// Snaps back to the top within five rows of it (the context by SwiftUI's
    /// `TargetContext` name, as published code writes it).
    struct TopSnap: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            if target.rect.minY < 5 { target.rect.origin.y = 0 }
        }
    }

    @Test("A behaviour of one's own gets the target and moves it", arguments: [
        (0, 3.0, 10.0), (1, 3.0, 0.0), (1, 7.0, 7.0),
    ])
    func customBehavior(_ which: Int, _ scroll: CGFloat, _ settled: CGFloat) {
        let graph = which == 0 ? ViewGraph(AnyView(rows(40).scrollTargetBehavior(Tens())))
            : ViewGraph(AnyView(rows(40).scrollTargetBehavior(TopSnap())))
        _ = graph.layout(proposal: Self.screen)
        graph.scroll(by: CGSize(width: 0, height: scroll))
        #expect(graph.scrollOffset()?.y == settled)
    }

    @Test("scrollPosition(id:): follows scrolling, and setting it scrolls", arguments: [false, true])
    func position(_ lazy: Bool) {
        let position = Recorder<Int?>(nil)
        let graph = ViewGraph(rows(100, lazy: lazy).scrollPosition(id: position.binding))
        _ = graph.layout(proposal: Self.screen)
        #expect(position.value == 0)
        graph.scroll(by: CGSize(width: 0, height: 7))
        _ = graph.layout(proposal: Self.screen)
        #expect(position.value == 7)
        position.value = 42
        graph.update(rows(100, lazy: lazy).scrollPosition(id: position.binding))
        let result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 42)?.minY == 0)
        #expect(position.value == 42)
        #expect(position.writes == [0, 7])
    }

    @Test("onScrollGeometryChange: old and new values when they change, not on every layout")
    func geometry() {
        var changes: [[CGFloat]] = []
        let view = rows(20).onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { old, new in
            changes.append([old, new])
        }
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: Self.screen)
        graph.scroll(by: CGSize(width: 0, height: 4))
        _ = graph.layout(proposal: Self.screen)
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 10))
        graph.scroll(by: CGSize(width: 0, height: 100))
        _ = graph.layout(proposal: Self.screen)
        #expect(changes == [[0, 4], [4, 15]])
        var sizes: [CGSize] = []
        let second = ViewGraph(rows(20).contentMargins(1).onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in
            sizes.append(new.contentSize)
        })
        _ = second.layout(proposal: Self.screen)
        second.scroll(by: CGSize(width: 0, height: 1))
        _ = second.layout(proposal: Self.screen)
        // Six wide ("row 19"), 20 tall, and the margins.
        #expect(sizes == [CGSize(width: 8, height: 22)])
    }
}

extension ScrollSettingsTests {
    @Test("ScrollPosition: code scrolls to an edge, a point, a view; the user's scrolling is written back", arguments: [false, true])
    func scrollPositionValue(_ lazy: Bool) {
        let position = Recorder(ScrollPosition(edge: .bottom))
        func view() -> some View { rows(100, lazy: lazy).scrollPosition(position.binding) }
        let graph = ViewGraph(view())
        var result = graph.layout(proposal: Self.screen)
        // At the bottom: rows 95…99.
        #expect(result.frame(for: 99)?.minY == 4)
        #expect(position.writes.isEmpty)
        position.value.scrollTo(y: 10)
        graph.update(view())
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 10)?.minY == 0)
        position.value.scrollTo(id: 42)
        graph.update(view())
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 42)?.minY == 0)
        #expect(position.value.viewID(type: Int.self) == 42)
        #expect(!position.value.isPositionedByUser)
        // The user scrolls: the position says where, and which view is at the top.
        graph.scroll(by: CGSize(width: 0, height: 3))
        _ = graph.layout(proposal: Self.screen)
        #expect(position.value.isPositionedByUser)
        #expect(position.value.viewID(type: Int.self) == 45)
        #expect(position.value.point == CGPoint(x: 0, y: 45))
        #expect(position.value.edge == nil)
        position.value.scrollTo(edge: .top)
        graph.update(view())
        result = graph.layout(proposal: Self.screen)
        #expect(result.frame(for: 0)?.minY == 0)
        #expect(position.value.edge == .top)
    }

    @Test("onScrollVisibilityChange: true when enough of the view shows, false when it goes", arguments: [0.5, 1.0])
    func visibility(_ threshold: Double) {
        let changes = Recorder<[String]>([])
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    Text("row \(i)").frame(height: 2).onScrollVisibilityChange(threshold: threshold) { visible in
                        changes.value.append("\(i) \(visible)")
                    }
                }
            }
        }
        .frame(width: 10, height: 5)
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: Self.screen)
        // Rows 0 and 1 show whole, row 2 half (rows are 2 tall, 5 shown).
        #expect(changes.value == (threshold <= 0.5 ? ["0 true", "1 true", "2 true"] : ["0 true", "1 true"]))
        changes.value = []
        graph.scroll(by: CGSize(width: 0, height: 2))
        _ = graph.layout(proposal: Self.screen)
        // Now 1, 2 whole and 3 half: 0 went.
        #expect(changes.value == (threshold <= 0.5 ? ["0 false", "3 true"] : ["0 false", "2 true"]))
    }
}
