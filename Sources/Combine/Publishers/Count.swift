extension Publishers {
    /// A publisher that sends how many values the upstream sent, once it finishes, as
    /// Combine's `count()`.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are counted.
        public let upstream: Upstream

        /// Counts the values of `upstream`.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(downstream: subscriber, initial: 0) { result, _ in
                result = (result ?? 0) + 1
                return false
            })
        }
    }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Sends the number of values the upstream sent, when it finishes.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}
