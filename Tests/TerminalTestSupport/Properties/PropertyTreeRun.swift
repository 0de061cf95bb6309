import Foundation
import TerminalLayout

/// One slice of a random-tree property test: each seed's tree checked against the
/// invariants under two proposals and an environment drawn from the seed.
///
/// Shared by the suites that run random trees (`PropertyTests`, `GalleryPropertyTests`):
/// they differ only in their generator, their invariants and their seeds.
public struct PropertyTreeRun {
    /// Makes the trees.
    public let generator: ViewTreeGenerator
    /// What must hold.
    public let invariants: LayoutInvariants
    /// The suite's name, for the summary line and the replay command.
    public let name: String
    /// The `--filter` that replays one seed.
    public let replayFilter: String

    public init(generator: ViewTreeGenerator, invariants: LayoutInvariants, name: String, replayFilter: String) {
        self.generator = generator
        self.invariants = invariants
        self.name = name
        self.replayFilter = replayFilter
    }

    /// The two proposals and the environment of `seed`'s case.
    public static func testCase(_ seed: UInt64) -> (ProposedViewSize, ProposedViewSize, LayoutEnvironment) {
        var rng = PropertyRandom(seed: seed ^ 0x5EED_0F_C0DE)
        return (PropertyProposals.random(&rng), PropertyProposals.random(&rng), PropertyProposals.environment(&rng))
    }

    /// Checks every seed; returns one message per failure (with its seed and how to replay
    /// it), prints the placements of a failing case when `PROPERTY_DUMP` is set, and prints
    /// a summary line for `label` (e.g. "chunk 3").
    public func check(_ seeds: [UInt64], label: String) -> [String] {
        let start = Date()
        var tally = LayoutInvariants.Tally()
        var messages: [String] = []
        for seed in seeds {
            let (a, b, environment) = Self.testCase(seed)
            let failures = invariants.check({ generator.tree(seed: seed) }, a, b, environment: environment, tally: &tally)
            if !failures.isEmpty, ProcessInfo.processInfo.environment["PROPERTY_DUMP"] != nil {
                print(LayoutInvariants.dump(ViewGraph(generator.tree(seed: seed), environment: environment).layout(proposal: a)))
            }
            let replay = "PROPERTY_SEED=\(seed) swift test --skip-build --filter \(replayFilter)"
            for failure in failures {
                messages.append("seed \(seed) at \(a) (then \(b)), metrics \(environment.cellMetrics): \(failure). Replay: \(replay)")
            }
        }
        print("\(name) \(label): \(seeds.count) cases, \(tally.layouts) layouts, \(tally.containersInside) containers "
              + "with \(tally.childrenInside) children inside, \(tally.stackNeighbours) stack neighbours, "
              + "\(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        return messages
    }
}
