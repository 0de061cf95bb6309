extension Publishers {
    /// A publisher that sends each upstream value transformed, leaving out those the
    /// transformation makes `nil`, as Combine's `compactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation; `nil` leaves the value out.
        public let transform: (Upstream.Output) -> Output?

        /// Transforms `upstream`'s values with `transform`, leaving out `nil`s.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TransformingSubscriber<Upstream.Output, S>(downstream: subscriber, transform: transform))
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform`, leaving out the `nil`s
    /// (`strings.compactMap(Int.init)`).
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
