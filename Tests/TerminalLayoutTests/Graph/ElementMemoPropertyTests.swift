import Testing
import TerminalTestSupport
@testable import TerminalLayout

/// One element of the random lists: `Equatable` all through, so an update
/// may keep it by value (UPD1).
private struct Item {
    var id: Int
    var label: String
    var padding: CGFloat
    var width: CGFloat?
    var alignment: Alignment

    static func random(id: Int, _ rng: inout PropertyRandom) -> Item {
        Item(id: id, label: rng.pick(["a", "bb", "ccc", "wide words", ""]), padding: rng.pick([0, 1, 2]),
             width: rng.pick([nil, 3, 8, .nan]), alignment: rng.pick([.leading, .center, .bottomTrailing]))
    }
}

/// A list of items in one of three stacks, under an optional foreground colour.
private struct Scene {
    var items: [Item]
    var axis: Int
    var color: Color?

    func view() -> some View {
        let rows = ForEach(items, id: \.id) { item in
            Text(item.label).padding(.all, item.padding).frame(width: item.width, alignment: item.alignment)
        }
        return Group {
            switch axis {
            case 0: VStack(spacing: 0) { rows; Text("end") }
            case 1: HStack(spacing: 1) { rows }
            default: ZStack { rows }
            }
        }
        .foregroundColor(color)
    }

    /// A random change: none, one field of one item, a move, an insertion,
    /// a removal, the colour above the list.
    mutating func change(_ rng: inout PropertyRandom, nextID: inout Int) {
        switch rng.int(7) {
        case 0: break
        case 1 where !items.isEmpty: items[rng.int(items.count)].label = rng.pick(["x", "yy", "a"])
        case 2 where !items.isEmpty: items[rng.int(items.count)].width = rng.pick([nil, 4, 6])
        case 3 where items.count > 1: items.swapAt(rng.int(items.count), rng.int(items.count))
        case 4:
            items.insert(Item.random(id: nextID, &rng), at: rng.int(items.count + 1))
            nextID += 1
        case 5 where !items.isEmpty: items.remove(at: rng.int(items.count))
        default: color = rng.pick([nil, .red, .blue])
        }
    }
}

/// Random sequences of updates over lists of `Equatable` elements: after
/// every update the graph that kept elements by value lays out exactly as
/// a fresh graph of the same view, with as many nodes (UPD1).
struct ElementMemoPropertyTests {
    static let proposal = ProposedViewSize(width: 30, height: nil)

    static func describe(_ result: LayoutResult) -> [String] {
        result.placements.map { "\($0.id.map { "\($0)" } ?? "-") \($0.kind): \($0.frame)" }
    }

    @Test("Updates that keep elements by value lay out as fresh graphs", arguments: 0..<8)
    func randomUpdates(chunk: Int) {
        var keptAny = 0
        for seed in stride(from: UInt64(chunk), to: 400, by: 8) {
            var rng = PropertyRandom(seed: seed &* 0x9E37_79B9 &+ 11)
            var nextID = 0
            var scene = Scene(items: (0..<rng.int(12)).map { i in Item.random(id: i, &rng) }, axis: rng.int(3),
                              color: rng.pick([nil, .red]))
            nextID = scene.items.count
            let graph = ViewGraph(scene.view())
            _ = graph.layout(proposal: Self.proposal)
            for step in 0..<8 {
                scene.change(&rng, nextID: &nextID)
                graph.update(scene.view())
                keptAny += graph.keptElementCount
                let fresh = ViewGraph(scene.view())
                let expected = Self.describe(fresh.layout(proposal: Self.proposal))
                let actual = Self.describe(graph.layout(proposal: Self.proposal))
                #expect(actual == expected, "seed \(seed), step \(step)")
                #expect(graph.engine.arena.liveCount == fresh.engine.arena.liveCount, "seed \(seed), step \(step)")
                if actual != expected { return }
            }
        }
        // The sequences do keep elements (else this tested nothing new).
        #expect(keptAny > 100)
    }
}
