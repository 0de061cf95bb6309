extension Publishers {
    /// A publisher that sends each upstream value transformed by a closure that may throw, as
    /// Combine's `tryMap`: a thrown error ends the stream with it.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) throws -> Output

        /// Transforms `upstream`'s values with `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrowingTransformSubscriber<Upstream.Output, Upstream.Failure, S>(downstream: subscriber,
                                                                                                 transform: transform))
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform`; an error it throws ends the stream
    /// (`data.tryMap { try validate($0) }`).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}
