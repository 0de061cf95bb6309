extension Publishers {
    /// A publisher that sends at most one value per interval, as Combine's
    /// `throttle(for:scheduler:latest:)`: a value that comes when none was sent for an
    /// interval goes at once (through the scheduler); the others that come within an
    /// interval of the last one sent wait for its end, and then the first of them
    /// (`latest` false) or the last (`latest` true) is sent. The upstream is asked for every
    /// value; one that comes when the downstream asks for none is dropped. A completion goes
    /// after the value waiting, if any.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are throttled.
        public let upstream: Upstream
        /// The shortest time between two values sent.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the time is measured and the values delivered.
        public let scheduler: Context
        /// Whether the last value of an interval is sent (otherwise the first).
        public let latest: Bool

        /// Sends at most one of `upstream`'s values per `interval`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrottleSubscriber(downstream: subscriber, throttle: self))
        }
    }
}

/// Internal: `throttle`'s subscriber, and the subscription its downstream keeps: it counts
/// the demand, keeps the value (and completion) waiting, and when the last value was sent.
private final class ThrottleSubscriber<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber,
                                                                                                      Subscription,
                                                                                                      @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let downstream: Downstream
    private let throttle: Publishers.Throttle<Upstream, Context>
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var waiting: Input?
    private var waitingCompletion: Subscribers.Completion<Failure>?
    /// Whether a delivery is scheduled.
    private var scheduled = false
    private var lastSent: Context.SchedulerTimeType?
    private var done = false

    init(downstream: Downstream, throttle: Publishers.Throttle<Upstream, Context>) {
        self.downstream = downstream
        self.throttle = throttle
    }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ () -> Bool in
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let scheduler = throttle.scheduler
        let now = scheduler.now
        let at = lock.withLock { () -> Context.SchedulerTimeType?? in
            guard !done, waitingCompletion == nil, demand > 0 else { return nil }
            if scheduled {
                if throttle.latest { waiting = input }
                return nil
            }
            demand -= 1
            waiting = input
            scheduled = true
            // At once, or at the end of the interval after the last value sent.
            guard let lastSent, lastSent.advanced(by: throttle.interval) > now else { return .some(nil) }
            return .some(lastSent.advanced(by: throttle.interval))
        }
        switch at {
        case .none: break
        case .some(.none): scheduler.schedule { [self] in deliver() }
        case .some(.some(let date)): scheduler.schedule(after: date) { [self] in deliver() }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let schedule = lock.withLock { () -> Bool in
            guard !done, waitingCompletion == nil else { return false }
            waitingCompletion = completion
            upstream = nil
            defer { scheduled = true }
            return !scheduled
        }
        if schedule { throttle.scheduler.schedule { [self] in deliver() } }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { if !done { demand += more } }
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            done = true
            waiting = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// The scheduled delivery: the value waiting, then the completion waiting.
    private func deliver() {
        let now = throttle.scheduler.now
        guard let (value, completion) = lock.withLock({ () -> (Input?, Subscribers.Completion<Failure>?)? in
            guard !done else { return nil }
            scheduled = false
            if waiting != nil { lastSent = now }
            if waitingCompletion != nil { done = true }
            defer { waiting = nil; waitingCompletion = nil }
            return (waiting, waitingCompletion)
        }) else { return }
        if let value {
            let more = downstream.receive(value)
            if more > 0 { lock.withLock { demand += more } }
        }
        if let completion { downstream.receive(completion: completion) }
    }
}

extension Publisher {
    /// Sends at most one value per `interval`: the first or (`latest`) the last of those
    /// that come within it (`.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)`).
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
