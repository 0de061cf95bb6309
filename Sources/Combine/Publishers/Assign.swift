extension Subscribers {
    /// A subscriber that asks for every value and writes each to a property of an object,
    /// as Combine's class (what `assign(to:on:)` attaches). It holds the object strongly
    /// until cancelled or completed.
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never

        /// The object written to, until cancelled or completed.
        public var object: Root? { state.withLock { _object } }
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let state = PublisherLock()
        private var _object: Root?
        private var subscription: (any Subscription)?

        /// A subscriber that writes every value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            _object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { () -> Bool in
                guard self.subscription == nil, _object != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = state.withLock({ _object }) { object[keyPath: keyPath] = value }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            state.withLock {
                _object = nil
                subscription = nil
            }
        }

        /// Cancels the subscription and lets go of the object.
        public func cancel() {
            let subscription = state.withLock { () -> (any Subscription)? in
                defer { self.subscription = nil; _object = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to `object[keyPath: keyPath]`; cancel the result — or let it go —
    /// to stop. The object is held until then.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
