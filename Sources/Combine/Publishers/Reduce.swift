extension Publishers {
    /// A publisher that folds all the upstream's values into one, sent when it finishes, as
    /// Combine's `reduce(_:_:)` (the initial result if no value came); a failure is passed
    /// on instead.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are folded.
        public let upstream: Upstream
        /// The result before any value.
        public let initial: Output
        /// Folds a value into the result so far.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Folds `upstream`'s values into `initial` with `nextPartialResult`.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(downstream: subscriber, initial: initial) { result, value in
                if let partial = result { result = next(partial, value) }
                return false
            })
        }
    }
}

extension Publisher {
    /// Folds every value into `initialResult` with `nextPartialResult` and sends the result
    /// once this publisher finishes (`sizes.reduce(0, +)`).
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}
