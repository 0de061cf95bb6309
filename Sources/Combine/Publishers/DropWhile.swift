extension Publishers {
    /// A publisher that leaves out the upstream's values while a predicate accepts them,
    /// then sends every value, as Combine's `drop(while:)`.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are left out.
        public let upstream: Upstream
        /// Whether a value is still left out.
        public let predicate: (Upstream.Output) -> Bool

        /// Leaves out the values of `upstream` until one that `predicate` rejects.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Each subscription drops on its own.
            let gate = DropGate()
            let predicate = predicate
            upstream.subscribe(TransformingSubscriber<Output, S>(downstream: subscriber) { value in
                gate.passes { !predicate(value) } ? value : nil
            })
        }
    }
}

/// Internal: whether `drop(while:)` has let a value through (then it lets every one through).
private final class DropGate: @unchecked Sendable {
    private var open = false
    private let lock = PublisherLock()

    /// Whether the value passes: the gate is open, or `opens` says the value opens it.
    func passes(_ opens: () -> Bool) -> Bool {
        if lock.withLock({ open }) { return true }
        guard opens() else { return false }
        lock.withLock { open = true }
        return true
    }
}

extension Publisher {
    /// Leaves out values while `predicate` accepts them; from the first it rejects, sends
    /// every value.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
