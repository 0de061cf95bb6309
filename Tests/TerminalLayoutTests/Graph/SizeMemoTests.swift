import Testing
@testable import TerminalLayout

/// `SizeMemo`: the packed three-entry memo every node keeps (rule MEMO).
struct SizeMemoTests {
    static func p(_ w: CGFloat?, _ h: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: w, height: h) }

    @Test("MEMO: a hit moves to the front, an insert drops the least recently used")
    func order() {
        let a = Self.p(10, nil), b = Self.p(20, 5), c = Self.p(nil, nil), d = Self.p(.infinity, 0)
        var memo = SizeMemo()
        memo.insert(CGSize(width: 1, height: 1), for: a)
        memo.insert(CGSize(width: 2, height: 2), for: b)
        memo.insert(CGSize(width: 3, height: 3), for: c)
        #expect(memo.proposals == [c, b, a])
        #expect(memo.value(for: a) == CGSize(width: 1, height: 1))
        #expect(memo.proposals == [a, c, b])
        #expect(memo.value(for: c) == CGSize(width: 3, height: 3))
        #expect(memo.proposals == [c, a, b])
        memo.insert(CGSize(width: 4, height: 4), for: d)
        #expect(memo.proposals == [d, c, a])
        #expect(memo.value(for: b) == nil)
        memo.insert(CGSize(width: 5, height: 5), for: a)
        #expect(memo.proposals == [a, d, c])
        #expect(memo.value(for: a) == CGSize(width: 5, height: 5))
        memo.removeAll()
        #expect(memo.proposals.isEmpty)
        #expect(memo.value(for: a) == nil)
    }

    @Test("Unspecified, 0 and ∞ are different keys; an empty memo answers nothing", arguments: [
        (p(nil, 1), p(0, 1)),
        (p(nil, 1), p(.infinity, 1)),
        (p(0, 1), p(.infinity, 1)),
        (p(1, nil), p(1, 0)),
        (p(3, 4), p(4, 3)),
    ] as [(ProposedViewSize, ProposedViewSize)])
    func distinctKeys(_ stored: ProposedViewSize, _ asked: ProposedViewSize) {
        var memo = SizeMemo()
        #expect(memo.value(for: stored) == nil)
        memo.insert(CGSize(width: 7, height: 8), for: stored)
        #expect(memo.value(for: asked) == nil)
        #expect(memo.value(for: stored) == CGSize(width: 7, height: 8))
    }

    @Test("Two entries: a hit on the second swaps them; a third insert keeps both")
    func partlyFilled() {
        let a = Self.p(1, 1), b = Self.p(2, 2), c = Self.p(3, 3)
        var memo = SizeMemo()
        memo.insert(CGSize(width: 1, height: 0), for: a)
        memo.insert(CGSize(width: 2, height: 0), for: b)
        #expect(memo.value(for: a)?.width == 1)
        #expect(memo.proposals == [a, b])
        memo.insert(CGSize(width: 2.5, height: 0), for: b)    // an update of an entry does not grow the memo
        #expect(memo.proposals == [b, a])
        memo.insert(CGSize(width: 3, height: 0), for: c)
        #expect(memo.proposals == [c, b, a])
        #expect(memo.value(for: b)?.width == 2.5)
    }

    @Test("A constant size lives beside two answers, survives forgetting, and gives the third entry back when unset")
    func constant() {
        let a = Self.p(1, 1), b = Self.p(2, 2), c = Self.p(3, 3)
        var memo = SizeMemo()
        #expect(memo.constant == nil)
        memo.insert(CGSize(width: 1, height: 1), for: a)
        memo.insert(CGSize(width: 2, height: 2), for: b)
        memo.insert(CGSize(width: 3, height: 3), for: c)
        memo.constant = CGSize(width: 7, height: 8)
        #expect(memo.constant == CGSize(width: 7, height: 8))
        #expect(memo.proposals == [c, b])
        memo.insert(CGSize(width: 1, height: 1), for: a)
        #expect(memo.proposals == [a, c])
        #expect(memo.constant == CGSize(width: 7, height: 8))
        memo.removeAll()
        #expect(memo.proposals.isEmpty)
        #expect(memo.constant == CGSize(width: 7, height: 8))
        memo.constant = nil
        #expect(memo.constant == nil)
        memo.insert(CGSize(width: 1, height: 1), for: a)
        memo.insert(CGSize(width: 2, height: 2), for: b)
        memo.insert(CGSize(width: 3, height: 3), for: c)
        #expect(memo.proposals == [c, b, a])
        #expect(memo.value(for: a) == CGSize(width: 1, height: 1))
    }
}

/// The memo as the graph stores it: the first entry in the record, the other two in the
/// arena's tail store, only for a node that has held two answers (`SizeMemo.Front`, `Tail`).
struct SizeMemoStorageTests {
    static func p(_ w: CGFloat?, _ h: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: w, height: h) }

    @Test("Split into front and tail and put together again, a memo is the same; no tail for one answer or a constant alone",
          arguments: [0, 1, 2, 3, 4] as [Int])
    func roundTrip(_ inserts: Int) {
        let proposals = [Self.p(1, 1), Self.p(2, nil), Self.p(nil, nil), Self.p(.infinity, 0)]
        var memo = SizeMemo()
        for i in 0..<inserts { memo.insert(CGSize(width: i, height: i), for: proposals[i]) }
        let again = SizeMemo(front: memo.front, tail: memo.tail)
        #expect(again.proposals == memo.proposals)
        #expect((memo.tail == nil) == (inserts <= 1))
        var constant = SizeMemo()
        constant.constant = CGSize(width: 5, height: 6)
        #expect(constant.tail == nil)
        #expect(SizeMemo(front: constant.front, tail: nil).constant == CGSize(width: 5, height: 6))
    }

    /// A leaf in an `HStack` of two flexible colours 10 rows high, laid out at `widths`: the
    /// stack proposes each colour half its width (and probes it at 0 and ∞ once per update).
    @Test("A node asked for several sizes keeps the last three in order, the first in its record",
          arguments: [
            ([20], [ProposedViewSize(width: 10, height: 10)]),
            ([20, 30], [ProposedViewSize(width: 15, height: 10), ProposedViewSize(width: 10, height: 10)]),
            ([20, 30, 40, 50], [ProposedViewSize(width: 25, height: 10), ProposedViewSize(width: 20, height: 10),
                                ProposedViewSize(width: 15, height: 10)]),
          ] as [([CGFloat], [ProposedViewSize])])
    func graphMemo(widths: [CGFloat], expected: [ProposedViewSize]) throws {
        let graph = ViewGraph(HStack(spacing: 0) { Color.red.id("left"); Color.blue })
        for width in widths { _ = graph.layout(proposal: ProposedViewSize(width: width, height: 10)) }
        let left = try #require(graph.allNodes.first { $0.explicitID == ExplicitID("left") })
        // The probes at 0 and ∞ were asked in the first pass and dropped since, unless
        // fewer than three sizes followed.
        let probes = [ProposedViewSize(width: 0, height: 10), ProposedViewSize(width: .infinity, height: 10)]
        let remembered = left.sizeMemo.proposals.filter { !probes.contains($0) }
        #expect(remembered == expected)
        #expect(left.record.pointee.hasMemoTail == (left.sizeMemo.proposals.count > 1))
    }

    @Test("A leaf in a fixed frame is asked one size: no tail; forgetting the memo drops the tail")
    func oneAnswerNoTail() throws {
        let graph = ViewGraph(VStack(spacing: 0) {
            Color.red.frame(width: 4, height: 2).id("fixed")
            Color.blue.id("flexible")
        })
        for width in [10, 12, 14] as [CGFloat] { _ = graph.layout(proposal: ProposedViewSize(width: width, height: 6)) }
        let frame = try #require(graph.allNodes.first { $0.explicitID == ExplicitID("fixed") })
        let leaf = try #require(frame.children.first)
        #expect(leaf.sizeMemo.proposals == [ProposedViewSize(width: 4, height: 2)])
        #expect(!leaf.record.pointee.hasMemoTail)
        #expect(frame.constantSize == CGSize(width: 4, height: 2))
        let flexible = try #require(graph.allNodes.first { $0.explicitID == ExplicitID("flexible") })
        #expect(flexible.record.pointee.hasMemoTail)
        flexible.forgetSizes()
        #expect(flexible.sizeMemo.proposals.isEmpty && !flexible.record.pointee.hasMemoTail)
    }

    @Test("A node made in a freed slot whose node had a tail starts with an empty memo")
    func reusedSlot() throws {
        func view(_ name: String) -> some View { HStack(spacing: 0) { Color.red.id(name); Color.blue } }
        let graph = ViewGraph(view("a"))
        for width in [20, 30, 40] as [CGFloat] { _ = graph.layout(proposal: ProposedViewSize(width: width, height: 4)) }
        let old = try #require(graph.allNodes.first { $0.explicitID == ExplicitID("a") })
        #expect(old.record.pointee.hasMemoTail)
        graph.update(view("b"))            // made before "a" goes: "a"'s slot is freed after
        graph.update(view("c"))            // made in the slot "a" left
        let new = try #require(graph.allNodes.first { $0.explicitID == ExplicitID("c") })
        #expect(!old.isLive)
        #expect(new.index == old.index)
        #expect(new.sizeMemo.proposals.isEmpty && !new.record.pointee.hasMemoTail)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 4))
        #expect(new.sizeMemo.proposals.contains(ProposedViewSize(width: 10, height: 4)))
    }
}
