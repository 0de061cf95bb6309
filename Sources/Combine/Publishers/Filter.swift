extension Publishers {
    /// A publisher that sends only the upstream values a predicate accepts, as Combine's
    /// `filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are filtered.
        public let upstream: Upstream
        /// Whether a value is sent.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Sends the values of `upstream` for which `isIncluded` is true.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.subscribe(TransformingSubscriber<Output, S>(downstream: subscriber) { isIncluded($0) ? $0 : nil })
        }
    }
}

extension Publisher {
    /// Sends only the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
