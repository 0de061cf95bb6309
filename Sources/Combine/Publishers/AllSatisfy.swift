extension Publishers {
    /// A publisher that sends `false` as soon as the upstream sends a value a predicate
    /// rejects (and cancels it), `true` if it finishes first, as Combine's `allSatisfy(_:)`.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// Whether a value passes.
        public let predicate: (Upstream.Output) -> Bool

        /// Tests every value of `upstream` with `predicate`.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(downstream: subscriber, initial: true) { result, value in
                guard !predicate(value) else { return false }
                result = false
                return true
            })
        }
    }
}

extension Publisher {
    /// Sends whether every value the upstream sends passes `predicate`: `false` at the first
    /// that does not, else `true` when it finishes.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
}
