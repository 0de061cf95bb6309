/// The outcome of one layout pass: the root's size and every placed view.
public struct LayoutResult: Equatable, @unchecked Sendable {
    /// The proposal the root was given.
    public let proposal: ProposedViewSize
    /// The size the root chose.
    public let size: CGSize
    /// Every placed view, depth-first, parents before children, in drawing order.
    public let placements: [ViewPlacement]
    /// Problems found and repaired during the pass.
    public let diagnostics: [LayoutDiagnostic]
    /// The index from identity to the first placement with it, built on
    /// first use (most passes are drawn without ever being searched).
    private let index: PlacementIndex

    init(proposal: ProposedViewSize, size: CGSize, placements: [ViewPlacement], diagnostics: [LayoutDiagnostic],
         index: PlacementIndex = PlacementIndex()) {
        self.proposal = proposal
        self.size = size
        self.placements = placements
        self.diagnostics = diagnostics
        self.index = index
    }

    /// The index, for the graph to reuse in its next result.
    var placementIndex: PlacementIndex { index }

    /// Two results are equal when their proposals, sizes, placements and
    /// diagnostics are (the index is derived from the placements).
    public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
        a.proposal == b.proposal && a.size == b.size && a.placements == b.placements && a.diagnostics == b.diagnostics
    }

    /// The frame, in root points, of the outermost view with identity `id`
    /// (set with `id(_:)` or by `ForEach`), or `nil` if there is none.
    public func frame<ID: Hashable>(for id: ID) -> CGRect? {
        placement(for: id)?.frame
    }

    /// The placement of the outermost view with identity `id`, or `nil`.
    public func placement<ID: Hashable>(for id: ID) -> ViewPlacement? {
        index.firstIndex(of: AnyHashable(id), in: placements).map { placements[$0] }
    }
}

/// Internal: a lazily built map from identity to the first placement with
/// it. A class so that copies of a result share one index; a lock makes
/// building it safe from any thread (`LayoutResult` is `Sendable`).
final class PlacementIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var firstIndexByID: [AnyHashable: Int]?

    /// Forgets the map (for a result with other placements).
    func reset() {
        lock.lock()
        defer { lock.unlock() }
        firstIndexByID = nil
    }

    func firstIndex(of id: AnyHashable, in placements: [ViewPlacement]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if firstIndexByID == nil {
            var index: [AnyHashable: Int] = [:]
            for (i, placement) in placements.enumerated() {
                if let id = placement.id, index[id] == nil { index[id] = i }
            }
            firstIndexByID = index
        }
        return firstIndexByID?[id]
    }
}

extension Optional where Wrapped == PlacementIndex {
    /// This index, emptied, if nothing else holds it (no result shares
    /// it any more); otherwise a new one.
    mutating func reusedOrNew() -> PlacementIndex {
        guard var index = self else { return PlacementIndex() }
        self = nil
        guard isKnownUniquelyReferenced(&index) else { return PlacementIndex() }
        index.reset()
        return index
    }
}
