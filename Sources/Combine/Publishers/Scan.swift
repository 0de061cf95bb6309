extension Publishers {
    /// A publisher that sends, for each upstream value, the result so far of folding the
    /// values into an initial one, as Combine's `scan(_:_:)`.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are folded.
        public let upstream: Upstream
        /// The result before any value (not sent).
        public let initialResult: Output
        /// Folds a value into the result so far.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Sends each result of folding `upstream`'s values into `initialResult`.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            // Each subscription folds its own values (one at a time, as the protocol requires).
            let partial = PartialResult(initialResult)
            upstream.subscribe(TransformingSubscriber<Upstream.Output, S>(downstream: subscriber) { value in
                partial.value = next(partial.value, value)
                return partial.value
            })
        }
    }
}

/// Internal: a `scan` subscription's result so far.
private final class PartialResult<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Publisher {
    /// Sends, for each value, the result so far of folding the values into `initialResult`
    /// (`ticks.scan(0) { count, _ in count + 1 }`).
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
