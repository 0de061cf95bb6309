extension Subscribers {
    /// A subscriber that asks for every value and runs closures with the values and the
    /// completion, as Combine's class (what `sink` attaches).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Run with each value.
        public var receiveValue: (Input) -> Void { state.withLock { _receiveValue } }
        /// Run with the completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { state.withLock { _receiveCompletion } }

        private let state = PublisherLock()
        private var _receiveValue: (Input) -> Void
        private var _receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var isDone = false

        /// A subscriber that runs `receiveValue` with each value and `receiveCompletion` at
        /// the end.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            _receiveValue = receiveValue
            _receiveCompletion = receiveCompletion
        }

        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { () -> Bool in
                guard self.subscription == nil, !isDone else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            let action = state.withLock { isDone ? nil : _receiveValue }
            action?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let action = state.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
                guard !isDone else { return nil }
                defer { release() }
                return _receiveCompletion
            }
            action?(completion)
        }

        /// Cancels the subscription; no value or completion is received after.
        public func cancel() {
            let subscription = state.withLock { () -> (any Subscription)? in
                guard !isDone else { return nil }
                defer { release() }
                return self.subscription
            }
            subscription?.cancel()
        }

        /// Lets go of the closures and the subscription (held under the lock).
        private func release() {
            isDone = true
            subscription = nil
            _receiveValue = { _ in }
            _receiveCompletion = { _ in }
        }
    }
}

extension Publisher {
    /// Attaches a subscriber that asks for every value and runs `receiveValue` with each and
    /// `receiveCompletion` at the end; cancel the result — or let it go — to stop.
    ///
    /// ```swift
    /// let cancellable = subject.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that runs `receiveValue` with every value; cancel the result —
    /// or let it go — to stop.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
