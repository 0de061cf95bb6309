extension Publishers {
    /// A publisher that runs closures as events pass through it, as Combine's
    /// `handleEvents`: the subscription, each value, the completion, a cancel and each
    /// request; the events themselves pass on unchanged.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are watched.
        public let upstream: Upstream
        /// Run with the upstream's subscription, before the downstream gets one.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Run with each value, before it is sent on.
        public var receiveOutput: ((Output) -> Void)?
        /// Run with the completion, before it is sent on.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Run when the downstream cancels, before the upstream is cancelled.
        public var receiveCancel: (() -> Void)?
        /// Run with each demand the downstream asks for, before it is asked of the upstream.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Runs the closures given (a missing one does nothing) as `upstream`'s events pass.
        public init(upstream: Upstream,
                    receiveSubscription: ((any Subscription) -> Void)? = nil,
                    receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = HandleEventsSubscriber(downstream: subscriber, events: self)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

/// Internal: `handleEvents`' subscriber, and the subscription its downstream keeps (given
/// before the upstream is subscribed to, as in Combine: a demand asked before the upstream's
/// subscription comes is asked of it then). Each event runs its closure, then passes on.
/// After the completion or a cancel the closures are let go of and nothing more passes.
private final class HandleEventsSubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
                                                                                         @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    typealias Events = Publishers.HandleEvents<Upstream>

    private let downstream: Downstream
    private let lock = PublisherLock()
    /// The closures, until the stream ends.
    private var events: Events?
    private var upstream: (any Subscription)?
    /// What the downstream asked for before the upstream's subscription came.
    private var pending = Subscribers.Demand.none

    init(downstream: Downstream, events: Events) {
        self.downstream = downstream
        self.events = events
    }

    func receive(subscription: any Subscription) {
        lock.withLock { events }?.receiveSubscription?(subscription)
        let demand = lock.withLock { () -> Subscribers.Demand? in
            guard upstream == nil, events != nil else { return nil }
            upstream = subscription
            defer { pending = .none }
            return pending
        }
        guard let demand else { return subscription.cancel() }
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let events = lock.withLock({ events }) else { return .none }
        events.receiveOutput?(input)
        let more = downstream.receive(input)
        if more > 0 { events.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let events = lock.withLock({ () -> Events? in
            defer { self.events = nil; upstream = nil }
            return self.events
        }) else { return }
        events.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let state = lock.withLock { () -> (receiveRequest: ((Subscribers.Demand) -> Void)?, upstream: (any Subscription)?)? in
            guard let events else { return nil }
            if upstream == nil { pending += demand }
            return (events.receiveRequest, upstream)
        }
        guard let state else { return }
        state.receiveRequest?(demand)
        state.upstream?.request(demand)
    }

    func cancel() {
        guard let (events, upstream) = lock.withLock({ () -> (Events, (any Subscription)?)? in
            guard let events else { return nil }
            defer { self.events = nil; self.upstream = nil }
            return (events, self.upstream)
        }) else { return }
        events.receiveCancel?()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Runs the closures given as events pass — the subscription, each value, the
    /// completion, a cancel, each request — and passes the events on unchanged
    /// (`.handleEvents(receiveOutput: { print("got", $0) }, receiveCancel: { print("cancelled") })`).
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
                                receiveRequest: receiveRequest)
    }
}
