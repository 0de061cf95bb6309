import TerminalLayout

/// The invariants every layout pass must keep, checked on one view under two proposals.
///
/// For a view `v`, proposals `a` and `b` and an environment:
/// 1. **Deterministic**: two fresh graphs of `v` give equal results at `a`, and a graph laid
///    out at `a` twice gives the same result both times.
/// 2. **Finite**: the size and every frame are finite, the size is not negative.
/// 3. **Memoised = fresh**: a graph laid out at `a`, then `b`, then `a` again, and one laid
///    out at `b` first and then at `a`, both give the fresh result at `a`; so does a graph
///    updated with an equal view.
/// 4. **Inside when it fits**: a container in ``boundedContainers`` placed with a finite
///    proposal (both axes numbers) that its frame fits, whose direct children each fit the
///    proposal they were placed with (in each axis that proposal is `nil`, ∞, or at least
///    the child's size), has every direct child's frame inside its own.
/// 5. **Stacks do not overlap, in points or in cells**: the children of a container in
///    ``stacks`` do not overlap along the stack's axis, and neither do their cell
///    rectangles (`CellMetrics.cellRect`, rule R1, in the environment's metrics), unless the
///    stack was proposed ∞ along its axis.
///
/// Invariants 4 and 5 are not checked on a container with an ``untrusted`` one below it, nor
/// on one whose frame reaches beyond ±2^53 points (``exactLimit``): there a double no longer
/// holds every whole cell (1e300 + 1 == 1e300), so neighbours a cell apart coincide and a
/// midpoint near `greatestFiniteMagnitude` overflows. Frames stay finite there (invariant 2).
///
/// Results are compared without their diagnostics: a memo hit does not report again what
/// it sanitised the first time.
public struct LayoutInvariants: Sendable {
    /// The containers (by their placement's `container` name) checked by invariant 4.
    public var boundedContainers: Set<String>
    /// The stacks checked by invariant 5, with their axis.
    public var stacks: [String: Axis]

    /// The core containers invariant 4 holds for: stacks (eager and lazy), `ViewThatFits`,
    /// lazy grids. Not `GeometryReader`: like SwiftUI's, it proposes its own size to its
    /// content and places it at its origin, and content larger than that overflows.
    public static let coreBounded: Set<String> = [
        "HStackLayout", "VStackLayout", "ViewThatFits",
    ]
    /// The core stacks: H and V stacks, eager or lazy, and `AnyLayout`s of them.
    public static let coreStacks: [String: Axis] = ["HStackLayout": .horizontal, "VStackLayout": .vertical]

    /// Containers that break the layout protocol on purpose (a layout answering NaN, ∞ and
    /// negative sizes): invariants 4 and 5 are not checked above them.
    public var untrusted: Set<String>

    public init(boundedContainers: Set<String> = LayoutInvariants.coreBounded,
                stacks: [String: Axis] = LayoutInvariants.coreStacks, untrusted: Set<String> = []) {
        self.boundedContainers = boundedContainers
        self.stacks = stacks
        self.untrusted = untrusted
    }

    /// The largest magnitude at which every whole number is a double: 2^53.
    public static let exactLimit: CGFloat = 9_007_199_254_740_992

    /// Whether every edge of `r` is within ±``exactLimit``.
    public static func isExact(_ r: CGRect) -> Bool {
        [r.minX, r.maxX, r.minY, r.maxY].allSatisfy { abs($0) <= exactLimit }
    }

    /// For each placement, whether it or a view below it is ``untrusted``.
    func untrustedSubtrees(_ placements: [ViewPlacement]) -> [Bool] {
        var result = [Bool](repeating: false, count: placements.count)
        var open: [Int] = []   // the ancestors of the current placement
        for (i, p) in placements.enumerated() {
            while let last = open.last, placements[last].depth >= p.depth { open.removeLast() }
            if case .container(let name) = p.kind, untrusted.contains(name) {
                result[i] = true
                for ancestor in open { result[ancestor] = true }
            }
            open.append(i)
        }
        return result
    }

    /// What two passes must agree on.
    public struct Outcome: Equatable {
        public let size: CGSize
        public let placements: [ViewPlacement]
        public init(_ result: LayoutResult) {
            size = result.size
            placements = result.placements
        }
    }

    /// Counts of what was checked, for the printed figures.
    public struct Tally {
        public var layouts = 0
        public var containersInside = 0
        public var childrenInside = 0
        public var stackNeighbours = 0
        public init() {}
        public mutating func add(_ other: Tally) {
            layouts += other.layouts
            containersInside += other.containersInside
            childrenInside += other.childrenInside
            stackNeighbours += other.stackNeighbours
        }
    }

    /// Checks every invariant for `make()` (called for each graph, so that each gets its own
    /// equal view) at `a`, with `b` as the other proposal. Returns the failures, empty when all hold.
    public func check(_ make: () -> AnyView, _ a: ProposedViewSize, _ b: ProposedViewSize,
                      environment: LayoutEnvironment = LayoutEnvironment(), tally: inout Tally) -> [String] {
        var failures: [String] = []
        let graph = ViewGraph(make(), environment: environment)
        let fresh = graph.layout(proposal: a)
        let freshOutcome = Outcome(fresh)
        let twice = Outcome(graph.layout(proposal: a))
        let other = Outcome(ViewGraph(make(), environment: environment).layout(proposal: a))
        tally.layouts += 3
        if other != freshOutcome { failures.append("not deterministic: two fresh graphs differ at \(a)") }
        if twice != freshOutcome { failures.append("not deterministic: the same graph laid out at \(a) twice differs") }
        failures += finiteFailures(fresh)

        _ = graph.layout(proposal: b)
        let afterB = Outcome(graph.layout(proposal: a))
        if afterB != freshOutcome { failures.append("memo differs from fresh: \(a), then \(b), then \(a)") }
        let bFirst = ViewGraph(make(), environment: environment)
        _ = bFirst.layout(proposal: b)
        if Outcome(bFirst.layout(proposal: a)) != freshOutcome { failures.append("memo differs from fresh: \(b) first, then \(a)") }
        graph.update(make())
        if Outcome(graph.layout(proposal: a)) != freshOutcome { failures.append("an update with an equal view changed the result at \(a)") }
        tally.layouts += 5

        failures += insideFailures(fresh, tally: &tally)
        failures += stackFailures(fresh, metrics: environment.cellMetrics, tally: &tally)
        return failures
    }

    /// The placements of a result, one a line, indented by depth: index, kind, frame, proposal
    /// (`PROPERTY_DUMP=1` prints it for a failing case).
    public static func dump(_ result: LayoutResult) -> String {
        result.placements.enumerated().map { i, p in
            let f = p.frame
            let kind: String
            switch p.kind {
            case .text(let text): kind = "Text \(text.lines)"
            default: kind = "\(p.kind)"
            }
            return String(repeating: "  ", count: p.depth) + "\(i) \(kind) x=\(f.minX) y=\(f.minY) w=\(f.width) h=\(f.height) "
                + "proposed \(p.proposal)" + (p.id.map { " id \($0)" } ?? "")
        }.joined(separator: "\n")
    }

    /// Invariant 2.
    public func finiteFailures(_ result: LayoutResult) -> [String] {
        var failures: [String] = []
        if !(result.size.width.isFinite && result.size.height.isFinite && result.size.width >= 0 && result.size.height >= 0) {
            failures.append("size \(result.size) is not finite and non-negative")
        }
        for (i, p) in result.placements.enumerated() where !Self.isFinite(p.frame) {
            failures.append("placement \(i) (\(p.kind)) has a non-finite frame \(p.frame)")
        }
        return failures
    }

    /// The indices of the direct children of placement `index` (placements are in tree
    /// order: a view's descendants follow it, deeper than it).
    public static func children(of index: Int, in placements: [ViewPlacement]) -> [Int] {
        let depth = placements[index].depth
        var result: [Int] = []
        var i = index + 1
        while i < placements.count && placements[i].depth > depth {
            if placements[i].depth == depth + 1 { result.append(i) }
            i += 1
        }
        return result
    }

    /// Invariant 4.
    public func insideFailures(_ result: LayoutResult, tally: inout Tally) -> [String] {
        var failures: [String] = []
        let placements = result.placements
        let skipped = untrustedSubtrees(placements)
        for (index, p) in placements.enumerated() where !skipped[index] {
            guard case .container(let name) = p.kind, boundedContainers.contains(name), Self.isExact(p.frame) else { continue }
            guard Self.isFinite(p.proposal), Self.fits(p.frame.size, p.proposal) else { continue }
            // A child that takes more than it was proposed (a fixed frame, a word wider than
            // its column, `aspectRatio(contentMode: .fill)`) may overflow whatever the layout does.
            let children = Self.children(of: index, in: placements)
            guard children.allSatisfy({ Self.fits(placements[$0].frame.size, placements[$0].proposal) }) else { continue }
            tally.containersInside += 1
            for child in children {
                tally.childrenInside += 1
                let frame = placements[child].frame
                if !Self.contains(p.frame, frame) {
                    failures.append("\(name) at \(p.frame), proposed \(p.proposal), fits but places child \(child) "
                                    + "(\(placements[child].kind)) at \(frame), outside it")
                }
            }
        }
        return failures
    }

    /// Invariant 5.
    public func stackFailures(_ result: LayoutResult, metrics: CellMetrics, tally: inout Tally) -> [String] {
        var failures: [String] = []
        let placements = result.placements
        let skipped = untrustedSubtrees(placements)
        for (index, p) in placements.enumerated() where !skipped[index] {
            guard case .container(let name) = p.kind, let axis = stacks[name], Self.isExact(p.frame) else { continue }
            // An infinite proposal along the axis is answered with infinite sizes by flexible
            // children, which sanitising makes finite (LAYOUT-RULES "Sanitising"): not a layout.
            if (axis == .horizontal ? p.proposal.width : p.proposal.height).map({ !$0.isFinite }) ?? false { continue }
            // In order along the axis: placements are in drawing order, which `zIndex` changes.
            let children = Self.children(of: index, in: placements).map { placements[$0] }
                .sorted { axis == .horizontal ? ($0.frame.minX, $0.frame.maxX) < ($1.frame.minX, $1.frame.maxX)
                                              : ($0.frame.minY, $0.frame.maxY) < ($1.frame.minY, $1.frame.maxY) }
            for (first, second) in zip(children, children.dropFirst()) {
                tally.stackNeighbours += 1
                let a = first.frame, b = second.frame
                let cellsA = metrics.cellRect(for: a), cellsB = metrics.cellRect(for: b)
                let (pointsOverlap, cellsOverlap) = axis == .horizontal
                    ? (a.maxX > b.minX + Self.tolerance(max(abs(a.maxX), abs(b.minX))), cellsA.maxX > cellsB.x)
                    : (a.maxY > b.minY + Self.tolerance(max(abs(a.maxY), abs(b.minY))), cellsA.maxY > cellsB.y)
                if pointsOverlap { failures.append("\(name): neighbours \(a) and \(b) overlap") }
                if cellsOverlap { failures.append("\(name): neighbours \(a) and \(b) overlap in cells: \(cellsA), \(cellsB)") }
            }
        }
        return failures
    }

    /// Whether a size fits a proposal: in each axis the proposal is `nil`, ∞, or no smaller.
    public static func fits(_ size: CGSize, _ proposal: ProposedViewSize) -> Bool {
        func fits(_ length: CGFloat, _ proposed: CGFloat?) -> Bool {
            guard let proposed, proposed.isFinite else { return true }
            return length <= proposed + tolerance(proposed)
        }
        return fits(size.width, proposal.width) && fits(size.height, proposal.height)
    }

    /// Whether `inner` lies inside `outer`, up to floating-point error at the largest
    /// magnitude involved in each axis.
    public static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let x = tolerance(max(abs(outer.minX), abs(outer.maxX), abs(inner.minX), abs(inner.maxX)))
        let y = tolerance(max(abs(outer.minY), abs(outer.maxY), abs(inner.minY), abs(inner.maxY)))
        return inner.minX >= outer.minX - x && inner.minY >= outer.minY - y && inner.maxX <= outer.maxX + x && inner.maxY <= outer.maxY + y
    }

    /// Whether both axes of a proposal are finite numbers (not `nil`, not ∞).
    public static func isFinite(_ proposal: ProposedViewSize) -> Bool {
        (proposal.width?.isFinite ?? false) && (proposal.height?.isFinite ?? false)
    }

    /// Floating-point slack at `value`: 1e-9, or 1e-12 of the value when larger.
    public static func tolerance(_ value: CGFloat) -> CGFloat { Swift.max(1e-9, Swift.abs(value) * 1e-12) }

    public static func isFinite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }
}

/// The proposals the property tests draw from, in each axis: `nil`, 0, the least non-zero
/// value, 1e-7, fractions, small and screen-sized whole numbers, huge finite values, ∞.
public enum PropertyProposals {
    public static let values: [CGFloat?] = [
        nil, 0, .leastNonzeroMagnitude, 1e-7, 0.5, 1, 2.5, 3, 7, 13, 40, 80, 200, 1e6,
        1e300, .greatestFiniteMagnitude, .infinity,
    ]

    /// A random proposal: each axis drawn on its own.
    public static func random(_ rng: inout PropertyRandom) -> ProposedViewSize {
        ProposedViewSize(width: rng.pick(values), height: rng.pick(values))
    }

    /// A random environment: cells (1×1) or points (8×16), with or without a default spacing.
    public static func environment(_ rng: inout PropertyRandom) -> LayoutEnvironment {
        LayoutEnvironment(cellMetrics: rng.bool() ? .cells : .points, defaultSpacing: rng.oneIn(3) ? rng.pick([0, 1, 2.5]) : nil)
    }
}
