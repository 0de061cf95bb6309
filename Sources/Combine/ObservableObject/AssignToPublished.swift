extension Publisher where Failure == Never {
    /// Sets a `@Published` property to every value, as Combine's `assign(to:)`: each value
    /// is set as an assignment would be (the object's `objectWillChange` sends first). The
    /// subscription lasts as long as the property — the object it is in — and holds it
    /// weakly, so the object may refer to the upstream without a cycle.
    ///
    /// ```swift
    /// final class Search: ObservableObject {
    ///     @Published var query = ""
    ///     @Published private(set) var count = 0
    ///     init() { $query.map(\.count).assign(to: &$count) }
    /// }
    /// ```
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in },
                                                   receiveValue: { [weak storage] in storage?.set($0) })
        storage.assignments.append(AnyCancellable(sink))
        subscribe(sink)
    }
}
