import Foundation
import Testing
import TerminalLayout

/// Where a canvas's renderer closure runs (CNV1, ISO1).
@Suite struct CanvasThreadTests {
    final class Seen: @unchecked Sendable {
        var onMainThread: [Bool] = []
    }

    /// Where the main actor runs: the main thread, or the main queue that
    /// Swift Testing has another thread serve (`isOnMainActor`, ISO1).
    @Test("The closure runs on the main actor's thread when the layout is driven from another thread")
    func closureRunsOnTheMainThread() async {
        let seen = Seen()
        let sizes = await Task.detached {
            let view = Canvas { _, _ in seen.onMainThread.append(isOnMainActor) }
            let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 4, height: 2))
            return (result.placements.map(\.frame.size), isOnMainActor)
        }.value
        #expect(sizes.0 == [CGSize(width: 4, height: 2)])
        #expect(sizes.1 == false)
        #expect(seen.onMainThread == [true])
    }
}
