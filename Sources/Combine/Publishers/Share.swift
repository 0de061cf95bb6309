extension Publishers {
    /// A publisher that shares one subscription to its upstream among all its subscribers,
    /// as Combine's class (`share()`): the first subscriber connects it, each value goes to
    /// the subscribers there are at that moment that asked for one, and when the last one
    /// cancels, the upstream is cancelled (the next subscriber subscribes to it again).
    /// After the upstream completes, a new subscriber gets the completion at once.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public let upstream: Upstream
        private let connection: Publishers.Autoconnect<Multicaster<Upstream>>

        /// Shares one subscription to `upstream`.
        public init(upstream: Upstream) {
            self.upstream = upstream
            connection = Publishers.Autoconnect(Multicaster(upstream: upstream))
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            connection.receive(subscriber: subscriber)
        }

        /// The same instance.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publishers.Share: @unchecked Sendable where Upstream: Sendable {}

/// Internal: what `share()` connects — its subscribers are a ``SubscriberList``; connecting
/// subscribes to the upstream, asking for every value, and sends each to the list.
final class Multicaster<Upstream: Publisher>: ConnectablePublisher, @unchecked Sendable {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    private let upstream: Upstream
    private let subscribers = SubscriberList<Output, Failure>()

    init(upstream: Upstream) {
        self.upstream = upstream
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    func connect() -> any Cancellable {
        // After a completion nothing more is sent: the upstream is not subscribed to again.
        guard !subscribers.isFinished else { return AnyCancellable {} }
        let subscribers = subscribers
        let relay = Subscribers.Sink<Output, Failure>(receiveCompletion: { subscribers.finish($0) },
                                                      receiveValue: { subscribers.send($0) })
        upstream.subscribe(relay)
        return AnyCancellable(relay)
    }
}

extension Publisher {
    /// This publisher, shared: one subscription to it serves every subscriber
    /// (`let results = $query.flatMap(search).share()`).
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
