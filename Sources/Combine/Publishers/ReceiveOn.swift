extension Publishers {
    /// A publisher that delivers the upstream's values and completion through a scheduler,
    /// as Combine's `receive(on:)`: `receive(on: DispatchQueue.main)`, `RunLoop.main`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are delivered.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers `upstream`'s values through `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnSubscriber(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Internal: `receive(on:)`'s subscriber: each value is scheduled; the demand the downstream
/// returns for it is asked of the upstream then.
private final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let scheduler: Context
    let options: Context.SchedulerOptions?
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            let more = downstream.receive(input)
            if more > 0, let upstream = lock.withLock({ upstream }) { upstream.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            lock.withLock { upstream = nil }
            downstream.receive(completion: completion)
        }
    }
}

extension Publisher {
    /// Delivers values and the completion through `scheduler` (`receive(on: DispatchQueue.main)`;
    /// `RunLoop.main` delivers on the main queue, RCV1).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
