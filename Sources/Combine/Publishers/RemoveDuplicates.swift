extension Publishers {
    /// A publisher that leaves out a value equal to the one sent just before it, as
    /// Combine's `removeDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeated values are left out.
        public let upstream: Upstream
        /// Whether two values, the last sent and the new one, are the same.
        public let predicate: (Output, Output) -> Bool

        /// Leaves out each value of `upstream` that `predicate` finds the same as the last
        /// one sent.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            // One subscription's last value (values come one at a time, as the protocol requires).
            let last = LastValue<Output>()
            upstream.subscribe(TransformingSubscriber<Output, S>(downstream: subscriber) { value in
                if let previous = last.value, predicate(previous.value, value) { return nil }
                last.value = Boxed(value: value)
                return value
            })
        }
    }
}

/// Internal: the last value `removeDuplicates` sent on one subscription.
private final class LastValue<Value> {
    /// Boxed, so that an optional `Value` sent as `nil` still counts as sent.
    var value: Boxed<Value>?
}

/// Internal: a value kept by `LastValue`.
private struct Boxed<Value> {
    let value: Value
}

extension Publisher where Output: Equatable {
    /// Leaves out each value equal (`==`) to the one sent just before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Leaves out each value that `predicate` finds the same as the one sent just before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
