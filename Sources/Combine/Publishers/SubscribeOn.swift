extension Publishers {
    /// A publisher that subscribes to the upstream, asks it for values and cancels it
    /// through a scheduler, as Combine's `subscribe(on:)`:
    /// `URLSession.shared.dataTaskPublisher(for: url).subscribe(on: queue)`. Values and the
    /// completion come on whatever thread the upstream sends them (`receive(on:)` moves them).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to.
        public let upstream: Upstream
        /// Where it is subscribed to, asked and cancelled.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Subscribes to `upstream` through `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = SubscribeOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options)
            let upstream = upstream
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }
}

/// Internal: `subscribe(on:)`'s subscriber, and the subscription its downstream gets: each
/// request and the cancellation are scheduled; values pass straight through.
private final class SubscribeOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let scheduler: Context
    let options: Context.SchedulerOptions?
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    private var cancelled = false

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard upstream == nil, !cancelled else { return false }
            upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { [self] in
            lock.withLock { upstream }?.request(demand)
        }
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            cancelled = true
            defer { self.upstream = nil }
            return self.upstream
        }
        guard let upstream else { return }
        scheduler.schedule(options: options) { upstream.cancel() }
    }
}

extension Publisher {
    /// Subscribes to the upstream, asks it for values and cancels it through `scheduler`
    /// (`subscribe(on: DispatchQueue.global())`, `subscribe(on: queue)`).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
