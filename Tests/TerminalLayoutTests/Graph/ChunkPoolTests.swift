import Testing
@testable import TerminalLayout

/// `ChunkPool`: a released graph's arena chunks kept for the next graph —
/// bounded, and a graph built in kept memory lays out as one built fresh.
struct ChunkPoolTests {
    /// `rows` rows of a text and a colour (four nodes each).
    static func list(_ rows: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { i in
                HStack { Text("row \(i)"); Color.red.frame(width: 2, height: 1) }
            }
        }
    }

    @Test("Releasing graphs of more chunks than the pool keeps keeps no more than it", arguments: [10, 12_000])
    func thePoolIsBounded(_ rows: Int) {
        for _ in 0..<3 {
            let graph = ViewGraph(Self.list(rows))
            _ = graph.layout(proposal: ProposedViewSize(width: 40, height: nil))
        }
        // Other tests make and release graphs at the same time: only the bound is certain.
        #expect(ChunkPool.count <= ChunkPool.capacity)
    }

    @Test("A graph made in memory another graph left lays out as a graph made first", arguments: [1, 300, 5_000])
    func keptMemoryLaysOutTheSame(_ rows: Int) {
        let proposal = ProposedViewSize(width: 30, height: nil)
        let first = ViewGraph(Self.list(rows)).layout(proposal: proposal).placements
        // The first graph is gone; the next ones take its chunks (records written anew).
        for _ in 0..<2 {
            let again = ViewGraph(Self.list(rows)).layout(proposal: proposal).placements
            #expect(again == first)
        }
        #expect(first.count == 1 + 4 * rows)
    }
}
