/// Internal: the subscribers of a publisher that sends each value to all of them — the
/// subjects, `@Published`'s and `objectWillChange`'s publishers, a timer.
///
/// Each subscriber gets its own ``Conduit`` (its ``Subscription``), which keeps its demand:
/// a value sent goes, in the order they subscribed, to every subscriber that asked for one
/// (RCV1: demand is honoured; one without demand misses the value, as in Combine). After
/// a completion, a new subscriber gets it at once.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = PublisherLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Attaches `subscriber`; with `initial`, it is sent `initial()` — read then — on its
    /// first demand (a current-value publisher).
    func attach<S: Subscriber>(_ subscriber: S, initial: (() -> Output)? = nil)
    where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        let conduit = Conduit(list: self, downstream: downstream, initial: initial)
        let ended = lock.withLock { () -> Subscribers.Completion<Failure>? in
            if completion == nil { conduits.append(conduit) }
            return completion
        }
        if let ended {
            subscriber.receive(subscription: EndedSubscription())
            subscriber.receive(completion: ended)
            return
        }
        subscriber.receive(subscription: conduit)
    }

    /// Sends `value` to every subscriber that asked for a value.
    func send(_ value: Output) {
        let current = lock.withLock { completion == nil ? conduits : [] }
        for conduit in current { conduit.offer(value) }
    }

    /// Ends every subscription with `completion` (once; later sends do nothing).
    func finish(_ ending: Subscribers.Completion<Failure>) {
        let current = lock.withLock { () -> [Conduit<Output, Failure>] in
            guard completion == nil else { return [] }
            completion = ending
            defer { conduits = [] }
            return conduits
        }
        for conduit in current { conduit.complete(ending) }
    }

    /// Whether a completion was sent.
    var isFinished: Bool { lock.withLock { completion != nil } }

    /// How many subscriptions are live.
    var count: Int { lock.withLock { conduits.count } }

    fileprivate func remove(_ conduit: Conduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }
}

/// Internal: one subscriber's subscription to a ``SubscriberList``: its demand, and the
/// subscriber until it cancels or the publisher completes.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = PublisherLock()
    private weak var list: SubscriberList<Output, Failure>?
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// The current value, to send on the first demand.
    private var initial: (() -> Output)?

    fileprivate init(list: SubscriberList<Output, Failure>, downstream: AnySubscriber<Output, Failure>,
                     initial: (() -> Output)?) {
        self.list = list
        self.downstream = downstream
        self.initial = initial
    }

    func request(_ more: Subscribers.Demand) {
        let pending = lock.withLock { () -> (AnySubscriber<Output, Failure>, () -> Output)? in
            demand += more
            guard let initial, let downstream, demand > 0 else { return nil }
            self.initial = nil
            demand -= 1
            return (downstream, initial)
        }
        if let (downstream, initial) = pending {
            add(downstream.receive(initial()))
        }
    }

    func cancel() {
        let wasLive = lock.withLock { () -> Bool in
            defer { downstream = nil; initial = nil }
            return downstream != nil
        }
        if wasLive { list?.remove(self) }
    }

    /// Sends `value` if the subscriber asked for one (and has had the current value).
    fileprivate func offer(_ value: Output) {
        let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
            guard let downstream, initial == nil, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        if let target { add(target.receive(value)) }
    }

    fileprivate func complete(_ completion: Subscribers.Completion<Failure>) {
        let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
            defer { downstream = nil; initial = nil }
            return downstream
        }
        target?.receive(completion: completion)
    }

    private func add(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        lock.withLock { demand += more }
    }
}

/// Internal: the subscription given with an immediate completion: there is nothing to ask
/// for or cancel.
struct EndedSubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
