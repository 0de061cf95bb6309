extension Publishers {
    /// A publisher that sends the upstream's last value when it finishes (nothing if it
    /// sent none), as Combine's `last()`.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose last value is sent.
        public let upstream: Upstream

        /// Sends the last value of `upstream`.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingSubscriber<Output, S>(downstream: subscriber, initial: nil) { result, value in
                result = value
                return false
            })
        }
    }

    /// A publisher that sends the last upstream value a predicate accepts, when the upstream
    /// finishes, as Combine's `last(where:)`.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are looked through.
        public let upstream: Upstream
        /// Whether a value counts.
        public let predicate: (Upstream.Output) -> Bool

        /// Sends the last value of `upstream` that `predicate` accepts.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(ReducingSubscriber<Output, S>(downstream: subscriber, initial: nil) { result, value in
                if predicate(value) { result = value }
                return false
            })
        }
    }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Sends the upstream's last value when it finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Sends the last value `predicate` accepts when the upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
}
