extension Publishers {
    /// A publisher that sends the elements of a sequence, as many as are asked for, then
    /// finishes, as Combine's struct (`[1, 2, 3].publisher`). It finishes as soon as the
    /// last element is sent (an empty sequence: at once).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The elements sent.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            subscriber.receive(subscription: SequenceSubscription(downstream: subscriber, first: first, rest: iterator))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

/// Internal: a `Publishers.Sequence` subscriber's subscription. One element is read ahead,
/// so that the last one is followed by finished at once. One call to the downstream at a
/// time: a request made from inside it adds to the demand the running loop sends.
private final class SequenceSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>: Subscription,
                                                                                            @unchecked Sendable
where Downstream.Input == Iterator.Element {
    private let lock = PublisherLock()
    private var downstream: Downstream?
    /// The next element, and the rest (read only by the one sending).
    private var next: Iterator.Element?
    private var rest: Iterator
    private var demand = Subscribers.Demand.none
    private var sending = false

    init(downstream: Downstream, first: Iterator.Element, rest: Iterator) {
        self.downstream = downstream
        next = first
        self.rest = rest
    }

    func request(_ more: Subscribers.Demand) {
        guard lock.withLock({ () -> Bool in
            guard downstream != nil else { return false }
            demand += more
            defer { sending = true }
            return !sending
        }) else { return }
        while true {
            guard let (downstream, element) = lock.withLock({ () -> (Downstream, Iterator.Element)? in
                guard let downstream, demand > 0, let element = next else {
                    sending = false
                    return nil
                }
                demand -= 1
                next = nil
                return (downstream, element)
            }) else { return }
            let more = downstream.receive(element)
            // Cancelled from inside: no element is read after.
            guard lock.withLock({ () -> Bool in
                demand += more
                if self.downstream == nil { sending = false }
                return self.downstream != nil
            }) else { return }
            let following = rest.next()
            let finished = lock.withLock { () -> Bool in
                next = following
                guard following == nil, self.downstream != nil else { return false }
                self.downstream = nil
                sending = false
                return true
            }
            if finished { return downstream.receive(completion: .finished) }
        }
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            next = nil
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements (`[1, 2, 3].publisher`).
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
