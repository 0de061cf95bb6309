import Testing
@testable import TerminalLayout

/// SplitMix64: a tiny deterministic generator, so every failing seed can be replayed.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func bool() -> Bool { int(2) == 0 }
    mutating func length() -> CGFloat { [0, 1, 2, 3, 5, 8, 13, 2.5][int(8)] }
    mutating func maybeLength() -> CGFloat? { int(3) == 0 ? nil : length() }
}

/// A flow layout written as a SwiftUI user would (seed 000 FlowLayout, with
/// errata 2 and 13 applied): wraps subviews at their ideal sizes.
struct FlowLayout: Layout {
    var spacing: CGFloat = 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x + size.width > maxWidth && x > 0 {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            x += size.width + spacing
            width = max(width, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x - bounds.minX + size.width > bounds.width && x > bounds.minX {
                y += rowHeight + spacing
                x = bounds.minX
                rowHeight = 0
            }
            s.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// Random view trees (stacks, frames, padding, Text, Color, Spacer, fixedSize,
/// custom layouts), built as `AnyView`s.
enum TreeGenerator {
    static let words = ["a", "bb", "ccc", "dddd", "e f", "the quick brown fox", "日本", "x\ny"]

    static func view(_ rng: inout SplitMix64, depth: Int) -> AnyView {
        if depth <= 0 || rng.int(4) == 0 { return leaf(&rng) }
        switch rng.int(10) {
        case 0, 1, 2: return container(&rng, depth: depth)
        default: return modified(view(&rng, depth: depth - 1), &rng)
        }
    }

    static func leaf(_ rng: inout SplitMix64) -> AnyView {
        switch rng.int(6) {
        case 0, 1: return AnyView(Text(words[rng.int(words.count)]))
        case 2: return AnyView(Color.red)
        case 3: return AnyView(Spacer(minLength: rng.maybeLength()))
        case 4: return AnyView(Divider())
        default: return AnyView(Rectangle().frame(width: rng.length(), height: rng.length()))
        }
    }

    static func children(_ rng: inout SplitMix64, depth: Int) -> [AnyView] {
        (0..<(1 + rng.int(4))).map { _ in view(&rng, depth: depth - 1) }
    }

    static func container(_ rng: inout SplitMix64, depth: Int) -> AnyView {
        let kids = children(&rng, depth: depth)
        let content = ForEach(Array(kids.enumerated()), id: \.offset) { $0.element }
        let spacing: CGFloat? = [nil, 0, 2][rng.int(3)]
        switch rng.int(6) {
        case 0: return AnyView(HStack(alignment: [.top, .center, .bottom, .firstTextBaseline][rng.int(4)], spacing: spacing) { content })
        case 1: return AnyView(VStack(alignment: [.leading, .center, .trailing][rng.int(3)], spacing: spacing) { content })
        case 2: return AnyView(ZStack(alignment: [.center, .topLeading, .bottomTrailing][rng.int(3)]) { content })
        case 3: return AnyView(FlowLayout(spacing: spacing ?? 1) { content })
        case 4: return AnyView((rng.bool() ? AnyLayout(HStackLayout(spacing: spacing)) : AnyLayout(VStackLayout(spacing: spacing))) { content })
        default: return AnyView(Garbage(width: [3, .nan, .infinity, -2][rng.int(4)], height: 2, position: .zero) { content })
        }
    }

    static func modified(_ v: AnyView, _ rng: inout SplitMix64) -> AnyView {
        switch rng.int(11) {
        case 0: return AnyView(v.frame(width: rng.maybeLength(), height: rng.maybeLength(), alignment: .bottomTrailing))
        case 1: return AnyView(v.frame(minWidth: rng.maybeLength(), idealWidth: rng.maybeLength(), maxWidth: rng.bool() ? .infinity : rng.maybeLength(),
                                       minHeight: rng.maybeLength(), maxHeight: rng.maybeLength()))
        case 2: return AnyView(v.padding(.all, rng.bool() ? nil : rng.length()))
        case 3: return AnyView(v.padding(.leading, rng.length()))
        case 4: return AnyView(v.fixedSize(horizontal: rng.bool(), vertical: rng.bool()))
        case 5: return AnyView(v.layoutPriority(Double(rng.int(3))))
        case 6: return AnyView(v.offset(x: rng.length(), y: -rng.length()))
        case 7: return AnyView(v.background(Color.blue))
        case 8: return AnyView(v.overlay(alignment: .topTrailing) { Text("o") })
        case 9: let g = rng.length(); return AnyView(v.alignmentGuide(.leading) { _ in g })
        default: return AnyView(v.lineLimit(1))
        }
    }

    static func tree(seed: UInt64) -> AnyView {
        var rng = SplitMix64(seed: seed)
        return view(&rng, depth: 4)
    }
}

/// Properties over ~200 random trees × a few proposals.
struct PropertyTests {
    static let proposals: [ProposedViewSize] = [prop(80, 24), .unspecified, .zero, prop(13, 7), prop(.infinity, 10), prop(nil, 5)]
    static let seeds: [UInt64] = Array(1...200)

    /// What must agree between two passes (diagnostics may differ: a memo hit
    /// does not report again what it sanitised the first time).
    struct Outcome: Equatable {
        let size: CGSize
        let placements: [ViewPlacement]
        init(_ r: LayoutResult) {
            size = r.size
            placements = r.placements
        }
    }

    @Test("Random trees: deterministic, memo == fresh, identical update == fresh, all frames finite", arguments: seeds)
    func randomTree(_ seed: UInt64) {
        let tree = TreeGenerator.tree(seed: seed)
        let graph = ViewGraph(tree)
        for (i, a) in Self.proposals.enumerated() {
            let fresh = ViewGraph(tree).layout(proposal: a)
            let again = ViewGraph(TreeGenerator.tree(seed: seed)).layout(proposal: a)
            #expect(Outcome(fresh) == Outcome(again), "seed \(seed) proposal \(a): not deterministic")
            #expect(allFinite(fresh), "seed \(seed) proposal \(a): non-finite frame")
            #expect(fresh.size.width >= 0 && fresh.size.height >= 0)
            // A, then B, then A again on one graph equals a fresh graph at A.
            let b = Self.proposals[(i + 1) % Self.proposals.count]
            _ = graph.layout(proposal: a)
            _ = graph.layout(proposal: b)
            let memo = graph.layout(proposal: a)
            #expect(Outcome(memo) == Outcome(fresh), "seed \(seed) proposal \(a) after \(b): memo differs from fresh")
            // An update with the same tree keeps the answer.
            graph.update(TreeGenerator.tree(seed: seed))
            let updated = graph.layout(proposal: a)
            #expect(Outcome(updated) == Outcome(fresh), "seed \(seed) proposal \(a): update changed the result")
        }
    }

    @Test("The generator makes varied trees (guards against a degenerate generator)")
    func variety() {
        let sizes = Set(Self.seeds.map { ViewGraph(TreeGenerator.tree(seed: $0)).nodeCount })
        #expect(sizes.count > 10)
        #expect(sizes.max()! > 10)
    }
}
