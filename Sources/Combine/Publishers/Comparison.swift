extension Publishers {
    /// A publisher that sends the upstream's greatest value, by an ordering, when it
    /// finishes (nothing if it sent none), as Combine's `min()`, `max()`, `min(by:)` and
    /// `max(by:)`. Of equal values the first is kept.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are compared.
        public let upstream: Upstream
        /// Whether the first value is ordered before the second: the value kept is the one
        /// no later value is ordered after.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Keeps the value of `upstream` greatest by `areInIncreasingOrder`.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(ReducingSubscriber<Output, S>(downstream: subscriber, initial: nil) { result, value in
                if let kept = result, !ordered(kept, value) { return false }
                result = value
                return false
            })
        }
    }
}

extension Publisher where Output: Comparable {
    /// Sends the smallest value when the upstream finishes.
    public func min() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: >)
    }

    /// Sends the greatest value when the upstream finishes.
    public func max() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: <)
    }
}

extension Publisher {
    /// Sends the smallest value by `areInIncreasingOrder` when the upstream finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Sends the greatest value by `areInIncreasingOrder` when the upstream finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}
