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
    private let firstIndexByID: [AnyHashable: Int]

    init(proposal: ProposedViewSize, size: CGSize, placements: [ViewPlacement], diagnostics: [LayoutDiagnostic]) {
        self.proposal = proposal
        self.size = size
        self.placements = placements
        self.diagnostics = diagnostics
        var index: [AnyHashable: Int] = [:]
        for (i, placement) in placements.enumerated() {
            if let id = placement.id, index[id] == nil { index[id] = i }
        }
        firstIndexByID = index
    }

    /// The frame, in root points, of the outermost view with identity `id`
    /// (set with `id(_:)` or by `ForEach`), or `nil` if there is none.
    public func frame<ID: Hashable>(for id: ID) -> CGRect? {
        placement(for: id)?.frame
    }

    /// The placement of the outermost view with identity `id`, or `nil`.
    public func placement<ID: Hashable>(for id: ID) -> ViewPlacement? {
        firstIndexByID[AnyHashable(id)].map { placements[$0] }
    }
}
