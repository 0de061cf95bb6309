extension Publishers {
    /// A publisher that sends all of one publisher's values, then — once it finishes — all
    /// of another's, as Combine's `prepend` and `append`. A failure of the first ends it;
    /// the demand not yet met is asked of the second.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure

        /// The publisher whose values come first.
        public let prefix: Prefix
        /// The publisher subscribed to once the first finishes.
        public let suffix: Suffix

        /// Sends `prefix`'s values, then `suffix`'s.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = DemandRelay()
            subscriber.receive(subscription: relay)
            let suffix = suffix
            prefix.subscribe(AnySubscriber<Output, Failure>(
                receiveSubscription: { relay.attach($0) },
                receiveValue: { relay.forward($0, subscriber.receive) },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished:
                        guard relay.detach() else { return }
                        suffix.subscribe(AnySubscriber<Output, Failure>(
                            receiveSubscription: { relay.attach($0) },
                            receiveValue: { relay.forward($0, subscriber.receive) },
                            receiveCompletion: { if relay.finish() { subscriber.receive(completion: $0) } }))
                    case .failure:
                        if relay.finish() { subscriber.receive(completion: completion) }
                    }
                }))
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
    /// Sends `elements` before this publisher's values (`$query.prepend("")`).
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Sends the elements of `elements` before this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Sends `publisher`'s values before this publisher's (subscribed to once it finishes).
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Sends `elements` after this publisher's values, once it finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Sends the elements of `elements` after this publisher's values, once it finishes.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Sends `publisher`'s values after this publisher's, once it finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
