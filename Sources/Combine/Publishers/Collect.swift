extension Publishers {
    /// A publisher that sends all the upstream's values in one array when it finishes, as
    /// Combine's `collect()` (an empty array if none came); a failure is passed on instead.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are collected.
        public let upstream: Upstream

        /// Collects `upstream`'s values.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(downstream: subscriber, initial: []) { values, value in
                values?.append(value)
                return false
            })
        }
    }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Sends all the values in one array once this publisher finishes
    /// (`ids.publisher.flatMap(load).collect()`).
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }
}
