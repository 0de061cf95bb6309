import Foundation
import Testing
import TerminalTestSupport
@testable import TerminalLayout

/// Properties over random view trees × random proposals (issue #13, item 3).
///
/// Each case is one seed: a tree of every view and modifier (``ViewTreeGenerator``, plus a
/// layout that answers garbage), two random proposals with `nil`, 0, tiny, 1e-7, huge
/// finite and ∞ in each axis, and cells or points. ``LayoutInvariants`` lists what must
/// hold. A failure names its seed; `PROPERTY_SEED=<seed>` replays that case alone, and
/// `PROPERTY_CASES=100000` runs the long mode (see RELIABILITY.md).
struct PropertyTests {
    /// Cases in a plain `swift test`.
    static let defaultCases = 3_200
    /// Slices run in parallel, one per test argument.
    static let chunks = 8

    static let generator = ViewTreeGenerator(containers: ViewTreeGenerator.coreContainers + [
        { rng, kids in
            let width = rng.pick([CGFloat(3), .nan, .infinity, -2])
            let content = ViewTreeGenerator.content(kids, &rng)
            return AnyView(Garbage(width: width, height: 2, position: .zero) { content })
        },
    ])

    static let invariants = LayoutInvariants(untrusted: ["Garbage"])

    /// The view, proposals and environment of `seed`.
    @Test("Random trees × random proposals: deterministic, finite, memo = fresh, inside when it fits, stacks never overlap in cells",
          arguments: 0..<chunks)
    func randomTrees(_ chunk: Int) {
        let seeds = PropertyRun.seeds(chunk: chunk, of: Self.chunks, defaultCases: Self.defaultCases, base: 1)
        let run = PropertyTreeRun(generator: Self.generator, invariants: Self.invariants, name: "PropertyTests",
                                  replayFilter: "PropertyTests.randomTrees")
        for message in run.check(seeds, label: "chunk \(chunk)") { Issue.record(Comment(rawValue: message)) }
    }

    @Test("The generator makes varied trees: sizes, depths, and every kind of placement")
    func variety() {
        let graphs = (UInt64(1)...300).map { seed -> ViewGraph in
            let graph = ViewGraph(Self.generator.tree(seed: seed))
            _ = graph.layout(proposal: ProposedViewSize(width: 80, height: 24))
            return graph
        }
        let sizes = Set(graphs.map(\.nodeCount))
        #expect(sizes.count > 30)
        #expect(sizes.max()! > 40)
        var kinds: Set<String> = []
        for graph in graphs {
            for p in graph.layout(proposal: ProposedViewSize(width: 80, height: 24)).placements {
                switch p.kind {
                case .container(let name), .modifier(let name): kinds.insert(name)
                case .text: kinds.insert("Text")
                case .color: kinds.insert("Color")
                case .shape: kinds.insert("Shape")
                case .spacer: kinds.insert("Spacer")
                case .divider: kinds.insert("Divider")
                case .scrollView: kinds.insert("ScrollView")
                case .canvas: kinds.insert("Canvas")
                }
            }
        }
        // Every container the invariants check shows up, and so does each kind of leaf.
        for name in LayoutInvariants.coreBounded.union(["GeometryReader", "UserFlowLayout", "Garbage", "Text", "Color", "Shape",
                                                        "Spacer", "Divider", "ScrollView"]) {
            #expect(kinds.contains(name), "\(name) never generated; kinds: \(kinds.sorted())")
        }
    }

    @Test("A seed gives the same tree every time")
    func seedsReplay() {
        for seed in UInt64(1)...50 {
            let one = ViewGraph(Self.generator.tree(seed: seed)).layout(proposal: ProposedViewSize(width: 30, height: 10))
            let two = ViewGraph(Self.generator.tree(seed: seed)).layout(proposal: ProposedViewSize(width: 30, height: 10))
            #expect(LayoutInvariants.Outcome(one) == LayoutInvariants.Outcome(two), "seed \(seed)")
        }
    }
}
