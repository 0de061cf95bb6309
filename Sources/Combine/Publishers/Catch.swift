extension Publishers {
    /// A publisher that goes on with another publisher when its upstream fails, as Combine's
    /// `catch(_:)`: the upstream's values, then — if it fails — the values of the publisher the
    /// handler makes from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        /// The publisher whose failure is caught.
        public let upstream: Upstream
        /// Makes the publisher that takes over from a failure.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Catches `upstream`'s failure with `handler`.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let catching = CatchSubscription<Upstream, NewPublisher, S>(downstream: subscriber, handler: handler)
            subscriber.receive(subscription: catching.relay)
            upstream.subscribe(catching.upstreamSubscriber)
        }
    }
}

/// Internal: what subscribes to the upstream of a `catch` and then to the publisher its
/// handler makes; the downstream keeps the relay (`DemandRelay`) as its subscription.
final class CatchSubscription<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>: @unchecked Sendable
where Upstream.Output == NewPublisher.Output, Downstream.Input == Upstream.Output, Downstream.Failure == NewPublisher.Failure {
    private let downstream: Downstream
    private let handler: (Upstream.Failure) -> NewPublisher
    /// The downstream's subscription.
    let relay = DemandRelay()

    init(downstream: Downstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
        self.downstream = downstream
        self.handler = handler
    }

    /// What subscribes to the upstream.
    var upstreamSubscriber: AnySubscriber<Upstream.Output, Upstream.Failure> {
        AnySubscriber(receiveSubscription: { [self] in relay.attach($0) },
                      receiveValue: { [self] in relay.forward($0, downstream.receive) },
                      receiveCompletion: { [self] completion in
                          switch completion {
                          case .finished: finish(.finished)
                          case .failure(let error): if relay.detach() { handler(error).subscribe(newSubscriber) }
                          }
                      })
    }

    /// What subscribes to the publisher that takes over.
    private var newSubscriber: AnySubscriber<NewPublisher.Output, NewPublisher.Failure> {
        AnySubscriber(receiveSubscription: { [self] in relay.attach($0) },
                      receiveValue: { [self] in relay.forward($0, downstream.receive) },
                      receiveCompletion: { [self] in finish($0) })
    }

    private func finish(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
        if relay.finish() { downstream.receive(completion: completion) }
    }
}

extension Publisher {
    /// Goes on with the publisher `handler` makes when this one fails
    /// (`.catch { _ in Just([]) }`).
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
