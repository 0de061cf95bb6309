extension Publishers {
    /// A publisher that sends a value only once the upstream has been quiet for a while, as
    /// Combine's `debounce(for:scheduler:)`: each value replaces the one waiting and starts
    /// the wait again.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are debounced.
        public let upstream: Upstream
        /// How long the upstream must be quiet.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where the wait is timed and the values delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Sends `upstream`'s last value once it has been quiet for `dueTime`.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceSubscriber(downstream: subscriber, dueTime: dueTime, scheduler: scheduler,
                                                  options: options))
        }
    }
}

/// Internal: `debounce`'s subscriber. It asks the upstream for every value and sends the
/// last one of a burst, when the scheduler's wait after it ends, if the downstream asked for
/// one. A completion is delivered through the scheduler; the value still waiting is sent
/// before it.
private final class DebounceSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
                                                                                    @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let dueTime: Context.SchedulerTimeType.Stride
    let scheduler: Context
    let options: Context.SchedulerOptions?
    private let lock = PublisherLock()
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    /// The value waiting, and the number of the wait that sends it.
    private var waiting: Input?
    private var generation = 0
    private var isDone = false

    init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
         options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let wait = lock.withLock { () -> Int in
            waiting = input
            generation += 1
            return generation
        }
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                           options: options) { [self] in fire(wait) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            let last = lock.withLock { () -> Input? in
                guard !isDone else { return nil }
                isDone = true
                upstream = nil
                defer { waiting = nil }
                return demand > 0 ? waiting : nil
            }
            if let last { _ = downstream.receive(last) }
            downstream.receive(completion: completion)
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
    }

    func cancel() {
        let subscription = lock.withLock { () -> (any Subscription)? in
            isDone = true
            waiting = nil
            defer { upstream = nil }
            return upstream
        }
        subscription?.cancel()
    }

    /// The wait numbered `wait` ended: its value is sent unless a later one came.
    private func fire(_ wait: Int) {
        let value = lock.withLock { () -> Input? in
            guard !isDone, wait == generation, let waiting, demand > 0 else { return nil }
            self.waiting = nil
            demand -= 1
            return waiting
        }
        if let value {
            let more = downstream.receive(value)
            lock.withLock { demand += more }
        }
    }
}

extension Publisher {
    /// Sends a value only once no other has come for `dueTime`
    /// (`debounce(for: .milliseconds(300), scheduler: RunLoop.main)`).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
