/// Internal: one `ScrollViewProxy.scrollTo` call, waiting for the graph's
/// next layout.
struct ScrollRequest {
    /// The id of the view to show.
    let id: AnyHashable
    /// Where to put it (`nil`: the least scrolling that shows it).
    let anchor: UnitPoint?
    /// The reader whose views the id is looked for among (`nil`: every
    /// view, a `scrollPosition(id:)` request).
    let link: ScrollViewReaderLink?
}

/// Internal: the scroll requests of a graph's proxies since its last layout
/// (`LayoutEngine.scrollRequests`). A class: the readers' links point to it
/// weakly, so a proxy never keeps its graph alive.
final class ScrollRequestQueue {
    private(set) var requests: [ScrollRequest] = []

    var isEmpty: Bool { requests.isEmpty }

    func append(_ request: ScrollRequest) { requests.append(request) }

    /// The requests so far, leaving none.
    func take() -> [ScrollRequest] {
        defer { requests = [] }
        return requests
    }
}

/// Internal: what a `ScrollViewReader` keeps in its `@State`, the same
/// across updates while the reader keeps its identity: its proxies hold it,
/// the nodes around its content name it, and it knows (weakly) the graph's
/// request queue.
final class ScrollViewReaderLink {
    /// The queue of the graph the reader was last resolved in; `nil` once
    /// that graph is gone (or before the reader was resolved).
    weak var queue: ScrollRequestQueue?

    /// Hands `request` to the graph; does nothing without one.
    func request(_ request: ScrollRequest) {
        queue?.append(request)
    }
}

extension LayoutEngine {
    /// The graph's scroll requests, made on first use (by the first
    /// `ScrollViewReader`): a graph without readers allocates nothing for them.
    var scrollRequests: ScrollRequestQueue {
        if let scrollRequestsIfMade { return scrollRequestsIfMade }
        let queue = ScrollRequestQueue()
        scrollRequestsIfMade = queue
        return queue
    }
}
