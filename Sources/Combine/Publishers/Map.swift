extension Publishers {
    /// A publisher that sends each upstream value transformed, as Combine's `map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// Transforms `upstream`'s values with `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(TransformingSubscriber<Upstream.Output, S>(downstream: subscriber) { .some(transform($0)) })
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform` (`numbers.map { $0 * 2 }`, `map(\.name)`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}
