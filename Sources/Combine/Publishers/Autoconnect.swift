extension Publishers {
    /// A connectable publisher that connects with its first subscriber and disconnects when
    /// the last one cancels, as Combine's class (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public final let upstream: Upstream

        private let lock = PublisherLock()
        private var subscriberCount = 0
        private var connection: (any Cancellable)?

        /// Connects `upstream` with its first subscriber.
        public init(_ upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let first = lock.withLock { () -> Bool in
                subscriberCount += 1
                return subscriberCount == 1
            }
            upstream.subscribe(AutoconnectSubscriber(downstream: subscriber, owner: self))
            if first {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        /// Whether the upstream is connected (for tests).
        var isConnected: Bool { lock.withLock { connection != nil } }

        /// A subscriber cancelled or was completed: the last one disconnects.
        fileprivate func release() {
            let ended = lock.withLock { () -> (any Cancellable)? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ended?.cancel()
        }
    }
}

/// Internal: one subscriber of an `Autoconnect`: its cancel and completion are counted.
private final class AutoconnectSubscriber<Downstream: Subscriber, Upstream: ConnectablePublisher>: Subscriber, Subscription,
                                                                                                   @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = PublisherLock()
    private var owner: Publishers.Autoconnect<Upstream>?
    private var upstream: (any Subscription)?

    init(downstream: Downstream, owner: Publishers.Autoconnect<Upstream>) {
        self.downstream = downstream
        self.owner = owner
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        end()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        lock.withLock { upstream }?.cancel()
        end()
    }

    /// Tells the owner once that this subscriber is gone.
    private func end() {
        let owner = lock.withLock { () -> Publishers.Autoconnect<Upstream>? in
            defer { self.owner = nil; upstream = nil }
            return self.owner
        }
        owner?.release()
    }
}
