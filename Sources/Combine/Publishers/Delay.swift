extension Publishers {
    /// A publisher that delivers each value and the completion a fixed time after they
    /// come, through a scheduler, as Combine's `delay(for:tolerance:scheduler:options:)`.
    /// The downstream's demand is asked of the upstream; the additional demand it returns
    /// for a value, when the value is delivered.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are delayed.
        public let upstream: Upstream
        /// How long each event is delayed.
        public let interval: Context.SchedulerTimeType.Stride
        /// How much sooner or later an event may be delivered.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where the events are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers `upstream`'s events `interval` after they come, through `scheduler`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
                    tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DelaySubscriber(downstream: subscriber, delay: self))
        }
    }
}

/// Internal: `delay`'s subscriber, and the subscription its downstream keeps (its requests
/// and cancel go to the upstream). Nothing is delivered after a cancel.
private final class DelaySubscriber<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber,
                                                                                                   Subscription,
                                                                                                   @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let downstream: Downstream
    private let delay: Publishers.Delay<Upstream, Context>
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    private var done = false

    init(downstream: Downstream, delay: Publishers.Delay<Upstream, Context>) {
        self.downstream = downstream
        self.delay = delay
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ () -> Bool in
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        later { [self] in
            guard let upstream = lock.withLock({ done ? nil : upstream }) else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        later { [self] in
            guard lock.withLock({ () -> Bool in
                defer { done = true; upstream = nil }
                return !done
            }) else { return }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { done ? nil : upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            done = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Runs `action` through the scheduler, the interval from now.
    private func later(_ action: @escaping () -> Void) {
        let scheduler = delay.scheduler
        scheduler.schedule(after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance,
                           options: delay.options, action)
    }
}

extension Publisher {
    /// Delivers each value and the completion `interval` after they come, through
    /// `scheduler` (`.delay(for: .seconds(1), scheduler: RunLoop.main)`).
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}
