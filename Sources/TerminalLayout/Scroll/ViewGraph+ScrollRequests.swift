/// How a graph carries out its proxies' `scrollTo` requests
/// (`ScrollViewProxy`, `ScrollRequestQueue`).
///
/// ```
///  action: proxy.scrollTo(id, anchor)  ──▶ ScrollRequestQueue (the engine's)
///  layout(proposal):  views updated if state changed
///        │ requests waiting
///        ▼
///  layout as usual ─▶ each request: the id among the reader's views (a placed view,
///        ▲            or a lazy row never made: its estimated line) ─▶ scroll views moved
///        └──────────── an offset changed: lay out again (the row is made and
///                      measured; its frame is exact the next round) — at most 3 rounds
/// ```
extension ViewGraph {
    /// Whether a `ScrollViewProxy` asked to scroll since the last layout:
    /// the next `layout` does it (the app layer draws a frame for it).
    package var hasPendingScrollRequests: Bool { engine.scrollRequestsIfMade?.isEmpty == false }

    /// How many times, at most, a layout carries out its requests again
    /// and lays out again: a lazy row found by its estimated position is
    /// made and measured by the layout after, and placed exactly by the next.
    static let maxScrollRequestRounds = 3

    /// Lays out, carries out the waiting scroll requests with the frames
    /// found, and lays out again while they moved a scroll view.
    ///
    /// Requests are carried out in the order they were made, so the last
    /// one for a scroll view wins. One made during this layout (a view's
    /// body, SwiftUI forbids it) is carried out with them.
    func layoutHonouringScrollRequests(proposal: ProposedViewSize) -> LayoutResult {
        let queue = engine.scrollRequests
        var requests = queue.take()
        var result = layout(proposal: proposal)
        for _ in 0..<Self.maxScrollRequestRounds {
            requests += queue.take()
            var touched: [(Node, CGPoint)] = []
            for request in requests {
                guard let (path, frame) = scrollTarget(request.id, within: request.link) else { continue }
                scrollIntoView(path: path, frame: frame, anchor: request.anchor, touched: &touched)
            }
            guard touched.contains(where: { $0.0.isLive && $0.0.scrollOffset != $0.1 }) else { break }
            result = layout(proposal: proposal)
        }
        return result
    }
}
