extension LayoutEngine {
    /// Lays `node` out on its own while the pass runs: measured at its
    /// ideal size (proposed `nil` × `nil`) and placed with its frame's
    /// origin at (0, 0), its subtree's placements in a list of their own,
    /// not the pass's output (a canvas's symbols, CNV2).
    ///
    /// Placed anew (never moved from the last pass's output: the node's
    /// placements are not there) and with the pass's own bookkeeping
    /// — placements written, the clip of the children being placed — put
    /// back as it was. A node placed apart is not in the pass's output, so
    /// the graph finds no last frame for it (`lastFrame(of:)`: `nil`).
    func placeApart(_ node: Node) -> (size: CGSize, placements: [ViewPlacement]) {
        let size = measure(node, .unspecified)
        let written = placementsWritten, reusable = reusablePlacements
        let clip = currentClip, clipOwner = currentClipOwner
        placementsWritten = 0
        reusablePlacements = 0
        defer {
            placementsWritten = written
            reusablePlacements = reusable
            currentClip = clip
            currentClipOwner = clipOwner
        }
        var placements: [ViewPlacement] = []
        place(node, frame: CGRect(origin: .zero, size: size), proposal: .unspecified, depth: 0, into: &placements)
        return (size, placements)
    }
}
