/// Internal: the subscription the downstream of `combineLatest` and `zip` keeps — the
/// values of several upstreams ("sides"), sent on as one combined value.
///
/// As in Combine, every demand of the downstream is asked of every side. With `.latest`
/// (`combineLatest`) each side's last value is kept and, once every side has sent one, each
/// new value sends the combination — if the downstream asked for one, otherwise it is
/// dropped; the additional demand the downstream returns is asked of the side that sent it.
/// It finishes once every side has. With `.zip` each side's values queue up and each time
/// every side has one, the oldest of each are sent together; the additional demand is asked
/// of every side. It finishes once a side has finished and has nothing queued. The first
/// failure cancels the other sides and ends it.
///
/// One call to the downstream at a time: what comes meanwhile (from inside the downstream,
/// or another thread) is handled by the one calling, after. Guarded by its lock; the
/// subscribers are called outside it.
final class Combiner<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    enum Mode { case latest, zip }

    private let lock = PublisherLock()
    private let mode: Mode
    private let combine: ([Any]) -> Output
    private var downstream: Downstream?
    private var subscriptions: [(any Subscription)?]
    private var finished: [Bool]
    /// `.latest`: each side's last value (at most one); `.zip`: each side's values queued.
    private var values: [[Any]]
    /// The side whose value made a combination due (`.latest`), not yet sent.
    private var dueFrom: Int?
    private var demand = Subscribers.Demand.none
    /// All the downstream asked for, asked of a side when its subscription comes.
    private var requested = Subscribers.Demand.none
    private var failure: Failure?
    private var sending = false
    private var done = false

    init(downstream: Downstream, sides: Int, mode: Mode, combine: @escaping ([Any]) -> Output) {
        self.downstream = downstream
        self.mode = mode
        self.combine = combine
        subscriptions = Array(repeating: nil, count: sides)
        finished = Array(repeating: false, count: sides)
        values = Array(repeating: [], count: sides)
    }

    /// Gives `downstream` its subscription, then has `subscribe` attach the sides.
    static func start(_ downstream: Downstream, sides: Int, mode: Mode, combine: @escaping ([Any]) -> Output,
                      subscribe: (Combiner) -> Void) {
        let combiner = Combiner(downstream: downstream, sides: sides, mode: mode, combine: combine)
        downstream.receive(subscription: combiner)
        subscribe(combiner)
    }

    /// The subscriber of the side numbered `side`.
    func side<Input>(_ side: Int, of _: Input.Type = Input.self) -> AnySubscriber<Input, Failure> {
        AnySubscriber(receiveSubscription: { [self] in subscribed($0, side: side) },
                      receiveValue: { [self] in sent($0, side: side) },
                      receiveCompletion: { [self] in completed($0, side: side) })
    }

    private func subscribed(_ subscription: any Subscription, side: Int) {
        let ask = lock.withLock { () -> Subscribers.Demand? in
            guard !done, subscriptions[side] == nil else { return nil }
            subscriptions[side] = subscription
            return requested
        }
        guard let ask else { return subscription.cancel() }
        if ask > 0 { subscription.request(ask) }
    }

    private func sent(_ value: Any, side: Int) -> Subscribers.Demand {
        guard lock.withLock({ () -> Bool in
            guard !done, !finished[side] else { return false }
            switch mode {
            case .latest:
                values[side] = [value]
                if values.allSatisfy({ !$0.isEmpty }) { dueFrom = side }
            case .zip:
                values[side].append(value)
            }
            return true
        }) else { return .none }
        drain()
        return .none
    }

    private func completed(_ completion: Subscribers.Completion<Failure>, side: Int) {
        let cancelled = lock.withLock { () -> [any Subscription]? in
            guard !done, failure == nil else { return nil }
            finished[side] = true
            subscriptions[side] = nil
            guard case .failure(let error) = completion else { return [] }
            failure = error
            defer { subscriptions = subscriptions.map { _ in nil } }
            return subscriptions.compactMap { $0 }
        }
        guard let cancelled else { return }
        for subscription in cancelled { subscription.cancel() }
        drain()
    }

    func request(_ more: Subscribers.Demand) {
        let sides = lock.withLock { () -> [any Subscription] in
            guard !done else { return [] }
            demand += more
            requested += more
            return subscriptions.compactMap { $0 }
        }
        for side in sides { side.request(more) }
        drain()
    }

    func cancel() {
        let sides = lock.withLock { () -> [any Subscription] in
            done = true
            downstream = nil
            values = values.map { _ in [] }
            defer { subscriptions = subscriptions.map { _ in nil } }
            return subscriptions.compactMap { $0 }
        }
        for side in sides { side.cancel() }
    }

    /// What `drain` does next.
    private enum Step {
        case value(Downstream, Output, askOf: [any Subscription])
        case finish(Downstream, Subscribers.Completion<Failure>, cancelling: [any Subscription])
        case stop
    }

    /// Sends what is due — combinations while there is demand, then the completion — unless
    /// a call to the downstream is under way: the one making it sends them after.
    private func drain() {
        guard lock.withLock({ () -> Bool in
            defer { sending = true }
            return !sending
        }) else { return }
        while true {
            let step = lock.withLock { () -> Step in
                guard let downstream, !done else {
                    sending = false
                    return .stop
                }
                if let failure { return end(downstream, .failure(failure)) }
                switch mode {
                case .latest:
                    if let side = dueFrom {
                        dueFrom = nil
                        // Without demand the combination is dropped, as in Combine.
                        if demand > 0 {
                            demand -= 1
                            return .value(downstream, combine(values.map { $0[0] }),
                                          askOf: subscriptions[side].map { [$0] } ?? [])
                        }
                    }
                    if finished.allSatisfy({ $0 }) { return end(downstream, .finished) }
                case .zip:
                    if demand > 0, values.allSatisfy({ !$0.isEmpty }) {
                        demand -= 1
                        let oldest = values.indices.map { values[$0].removeFirst() }
                        return .value(downstream, combine(oldest), askOf: subscriptions.compactMap { $0 })
                    }
                    if values.indices.contains(where: { finished[$0] && values[$0].isEmpty }) {
                        let unfinished = subscriptions.compactMap { $0 }
                        subscriptions = subscriptions.map { _ in nil }
                        return end(downstream, .finished, cancelling: unfinished)
                    }
                }
                sending = false
                return .stop
            }
            switch step {
            case .stop:
                return
            case .finish(let downstream, let completion, let sides):
                for side in sides { side.cancel() }
                downstream.receive(completion: completion)
                return
            case .value(let downstream, let value, let sides):
                let more = downstream.receive(value)
                if more > 0 {
                    lock.withLock { demand += more; requested += more }
                    for side in sides { side.request(more) }
                }
            }
        }
    }

    /// Ends the stream (under the lock): the step that sends `completion`, after cancelling
    /// the sides in `cancelling` (a zip's unfinished ones).
    private func end(_ downstream: Downstream, _ completion: Subscribers.Completion<Failure>,
                     cancelling sides: [any Subscription] = []) -> Step {
        done = true
        sending = false
        self.downstream = nil
        values = values.map { _ in [] }
        return .finish(downstream, completion, cancelling: sides)
    }
}
