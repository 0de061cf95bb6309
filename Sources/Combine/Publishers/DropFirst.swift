extension Publishers {
    /// A publisher that leaves out the first `count` upstream values, as Combine's `dropFirst`.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are left out.
        public let upstream: Upstream
        /// How many values are left out.
        public let count: Int

        /// Sends the values of `upstream` after its first `count`.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Each subscription counts its own values.
            let remaining = DropCounter(count)
            upstream.subscribe(TransformingSubscriber<Output, S>(downstream: subscriber) { value in
                remaining.takeOne() ? nil : value
            })
        }
    }
}

/// Internal: how many values a `dropFirst` subscription still leaves out.
private final class DropCounter: @unchecked Sendable {
    private var remaining: Int
    private let lock = PublisherLock()

    init(_ count: Int) { remaining = max(0, count) }

    /// Whether this value is left out (counting it).
    func takeOne() -> Bool {
        lock.withLock {
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
        }
    }
}

extension Publisher {
    /// Leaves out the first `count` values (one by default): `$query.dropFirst()` skips the
    /// current value a `@Published` property sends on subscription.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
