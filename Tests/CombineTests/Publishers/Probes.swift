import Foundation
@testable import Combine

/// What a subscriber saw, in order: values and the completion (a failure by its error's
/// description), so that a test compares one array written by hand.
enum Event<Value: Equatable>: Equatable, CustomStringConvertible {
    case value(Value)
    case finished
    case failure(String)

    var description: String {
        switch self {
        case .value(let value): "\(value)"
        case .finished: "finished"
        case .failure(let error): "failure(\(error))"
        }
    }
}

extension Event: Sendable where Value: Sendable {}

/// The error the probes fail with: its name is what `Event.failure` records.
enum ProbeError: Error, Equatable, CustomStringConvertible {
    case broken, other

    var description: String {
        switch self {
        case .broken: "broken"
        case .other: "other"
        }
    }
}

/// A subscriber that asks for `initial` values when it subscribes and for `more` after
/// each one, and records what it receives; `request` and `cancel` act on its subscription.
final class Recorder<Input: Equatable, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private let initial: Subscribers.Demand
    private let more: (Input) -> Subscribers.Demand
    private var _events: [Event<Input>] = []
    private var subscription: (any Subscription)?
    private(set) var subscriptions = 0

    init(initial: Subscribers.Demand = .unlimited, more: @escaping (Input) -> Subscribers.Demand = { _ in .none }) {
        self.initial = initial
        self.more = more
    }

    var events: [Event<Input>] { lock.withLock { _events } }
    var values: [Input] { events.compactMap { if case .value(let value) = $0 { value } else { nil } } }

    func receive(subscription: any Subscription) {
        lock.withLock {
            self.subscription = subscription
            subscriptions += 1
        }
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { _events.append(.value(input)) }
        return more(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            switch completion {
            case .finished: _events.append(.finished)
            case .failure(let error): _events.append(.failure("\(error)"))
            }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { subscription }?.request(demand)
    }

    func cancel() {
        lock.withLock { subscription }?.cancel()
    }
}

/// A publisher driven by hand that records what its subscribers ask: every demand (asked
/// with `request` or returned from a value) and whether they cancelled. It sends whatever
/// it is told to, demand or not, so a test sees that the operator keeps to the demand.
final class Driven<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [AnySubscriber<Output, Failure>] = []
    private var _requests: [Subscribers.Demand] = []
    private var _cancels = 0

    /// Every demand asked of it, by all its subscribers, in order.
    var requests: [Subscribers.Demand] { lock.withLock { _requests } }
    /// The sum of the demands asked.
    var demanded: Subscribers.Demand { requests.reduce(.none, +) }
    /// How many subscriptions were cancelled.
    var cancels: Int { lock.withLock { _cancels } }
    /// How many subscribers it has had.
    var subscriberCount: Int { lock.withLock { subscribers.count } }

    private struct Link: Subscription {
        let owner: Driven
        func request(_ demand: Subscribers.Demand) { owner.lock.withLock { owner._requests.append(demand) } }
        func cancel() { owner.lock.withLock { owner._cancels += 1 } }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.withLock { subscribers.append(AnySubscriber(subscriber)) }
        subscriber.receive(subscription: Link(owner: self))
    }

    /// Sends `value` to every subscriber, recording the demand each returns.
    func send(_ value: Output) {
        for subscriber in lock.withLock({ subscribers }) {
            let more = subscriber.receive(value)
            if more > 0 { lock.withLock { _requests.append(more) } }
        }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        for subscriber in lock.withLock({ subscribers }) { subscriber.receive(completion: completion) }
    }
}
