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
