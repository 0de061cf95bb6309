/// Internal: the subscription the downstream of `flatMap` and `merge` keeps — the values of
/// several inner subscriptions ("sources"), sent on one at a time, in the order they come,
/// as the downstream asks.
///
/// As in Combine, each source is asked for one value, and for one more once that value has
/// been sent on; a value that comes while the downstream asks for none waits (one a
/// source). Once the downstream asks for unlimited, every source is asked for unlimited.
/// The stream finishes when no source can be added (`close()`) and every source has
/// finished with its values sent; the first failure cancels the other sources and ends it.
///
/// One call to the downstream at a time: a value that comes while another is being sent
/// (from inside the downstream, or another thread) waits, and the one sending sends it
/// after. Guarded by its lock; the subscribers are called outside it.
final class FanIn<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = PublisherLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    /// The sources not yet finished, by number: their subscription, `nil` until it comes.
    private var sources: [Int: (any Subscription)?] = [:]
    private var nextSource = 0
    /// Values sent by sources, not yet sent on.
    private var waiting: [(source: Int, value: Output)] = []
    /// Whether a call to the downstream is under way.
    private var sending = false
    /// No source will be added.
    private var closed = false
    /// The failure to send, once the call under way returns.
    private var failure: Failure?
    private var done = false
    /// `flatMap`'s upstream subscription, and whether it is asked for one more publisher
    /// each time a source finishes (`maxPublishers` is not unlimited).
    private var upstream: (any Subscription)?
    private let asksUpstreamAgain: Bool

    init(downstream: Downstream, asksUpstreamAgain: Bool = false) {
        self.downstream = downstream
        self.asksUpstreamAgain = asksUpstreamAgain
    }

    /// Keeps `flatMap`'s upstream subscription (cancelled with the stream); whether the
    /// stream is still going on.
    func attachUpstream(_ subscription: any Subscription) -> Bool {
        lock.withLock {
            guard !done, upstream == nil else { return false }
            upstream = subscription
            return true
        }
    }

    /// A new source's number, or `nil` if the stream is over.
    func addSource() -> Int? {
        lock.withLock {
            guard !done, failure == nil else { return nil }
            defer { nextSource += 1 }
            sources[nextSource] = .some(nil)
            return nextSource
        }
    }

    /// No source will be added: the stream finishes once the sources there are have.
    func close() {
        lock.withLock {
            closed = true
            upstream = nil
        }
        drain()
    }

    /// The subscriber that subscribes to the source numbered `source`.
    func subscriber<Input>(for source: Int) -> FanInSource<Input, Downstream> where Input == Output {
        FanInSource(fanIn: self, source: source)
    }

    fileprivate func source(_ source: Int, received subscription: any Subscription) {
        let ask = lock.withLock { () -> Subscribers.Demand? in
            guard !done, failure == nil, case .some(nil) = sources[source] else { return nil }
            sources[source] = subscription
            return demand == .unlimited ? .unlimited : .max(1)
        }
        guard let ask else { return subscription.cancel() }
        subscription.request(ask)
    }

    fileprivate func source(_ source: Int, received value: Output) {
        let live = lock.withLock { () -> Bool in
            guard !done, sources[source] != nil else { return false }
            waiting.append((source, value))
            return true
        }
        if live { drain() }
    }

    fileprivate func source(_ source: Int, received completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            let upstream = lock.withLock { () -> (any Subscription)? in
                guard !done, sources.removeValue(forKey: source) != nil else { return nil }
                return asksUpstreamAgain ? self.upstream : nil
            }
            upstream?.request(.max(1))
            drain()
        case .failure(let error):
            fail(error, from: source)
        }
    }

    /// Ends the stream with `error`: the sources (but `source`, which failed) and the
    /// upstream (unless it failed) are cancelled.
    func fail(_ error: Failure, from source: Int? = nil, upstreamFailed: Bool = false) {
        let cancelled = lock.withLock { () -> [any Subscription]? in
            guard !done, failure == nil else { return nil }
            failure = error
            waiting = []
            defer { sources = [:]; upstream = nil }
            let others = sources.filter { $0.key != source }.compactMap(\.value)
            return upstreamFailed ? others : others + (upstream.map { [$0] } ?? [])
        }
        guard let cancelled else { return }
        for subscription in cancelled { subscription.cancel() }
        drain()
    }

    func request(_ more: Subscribers.Demand) {
        let unlimitedNow = lock.withLock { () -> [any Subscription] in
            guard !done else { return [] }
            let wasUnlimited = demand == .unlimited
            demand += more
            return !wasUnlimited && demand == .unlimited ? sources.values.compactMap { $0 } : []
        }
        for subscription in unlimitedNow { subscription.request(.unlimited) }
        drain()
    }

    func cancel() {
        let cancelled = lock.withLock { () -> [any Subscription] in
            guard !done else { return [] }
            done = true
            waiting = []
            downstream = nil
            defer { sources = [:]; upstream = nil }
            return sources.values.compactMap { $0 } + (upstream.map { [$0] } ?? [])
        }
        for subscription in cancelled { subscription.cancel() }
    }

    /// What `drain` does next.
    private enum Step {
        case value(Downstream, Output, refill: (any Subscription)?)
        case finish(Downstream, Subscribers.Completion<Failure>)
        case stop
    }

    /// Sends what can be sent — waiting values while there is demand, then the completion
    /// once it is due — unless a call to the downstream is under way: the one making it
    /// sends them after.
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
                if let failure {
                    done = true
                    sending = false
                    self.downstream = nil
                    return .finish(downstream, .failure(failure))
                }
                if !waiting.isEmpty, demand > 0 {
                    let (source, value) = waiting.removeFirst()
                    demand -= 1
                    // Limited demand: the source is asked for one more once this one is sent.
                    return .value(downstream, value, refill: demand == .unlimited ? nil : sources[source] ?? nil)
                }
                sending = false
                guard closed, sources.isEmpty, waiting.isEmpty else { return .stop }
                done = true
                self.downstream = nil
                return .finish(downstream, .finished)
            }
            switch step {
            case .stop:
                return
            case .finish(let downstream, let completion):
                downstream.receive(completion: completion)
                return
            case .value(let downstream, let value, let refill):
                let more = downstream.receive(value)
                if more > 0 { lock.withLock { demand += more } }
                // Still the sender: a value the source sends from inside waits for the next turn.
                refill?.request(.max(1))
            }
        }
    }
}

/// Internal: what subscribes to one source of a ``FanIn``.
struct FanInSource<Input, Downstream: Subscriber>: Subscriber where Downstream.Input == Input {
    typealias Failure = Downstream.Failure

    let fanIn: FanIn<Downstream>
    let source: Int

    func receive(subscription: any Subscription) { fanIn.source(source, received: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        fanIn.source(source, received: input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { fanIn.source(source, received: completion) }
}
