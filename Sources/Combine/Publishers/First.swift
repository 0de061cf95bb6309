extension Publishers {
    /// A publisher that sends the upstream's first value and finishes, as Combine's
    /// `first()`: the upstream is cancelled once it has sent it; if it finishes without a
    /// value, so does this one.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose first value is sent.
        public let upstream: Upstream

        /// Sends `upstream`'s first value.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingSubscriber<Output, S>(downstream: subscriber, initial: nil) { result, value in
                result = value
                return true
            })
        }
    }

    /// A publisher that sends the upstream's first value a predicate accepts and finishes,
    /// as Combine's `first(where:)`; as ``Publishers/First`` otherwise.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose first accepted value is sent.
        public let upstream: Upstream
        /// Whether a value is the one sent.
        public let predicate: (Upstream.Output) -> Bool

        /// Sends `upstream`'s first value for which `predicate` is true.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(ReducingSubscriber<Output, S>(downstream: subscriber, initial: nil) { result, value in
                guard predicate(value) else { return false }
                result = value
                return true
            })
        }
    }
}

extension Publishers.First: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Sends the first value, then finishes (`$items.dropFirst().first()`).
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Sends the first value for which `predicate` is true, then finishes
    /// (`$status.first { $0 == .ready }`).
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
