extension Publishers {
    /// A publisher that sends the latest value of each of two publishers, together, each
    /// time either sends one, as Combine's `combineLatest(_:)`: nothing until both have
    /// sent a value; finished once both have finished; the first failure cancels the other
    /// and ends it. Every demand is asked of both; a combination that comes when none is
    /// asked for is dropped.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Combiner.start(subscriber, sides: 2, mode: .latest, combine: { ($0[0] as! A.Output, $0[1] as! B.Output) }) {
                a.subscribe($0.side(0, of: A.Output.self))
                b.subscribe($0.side(1, of: B.Output.self))
            }
        }
    }

    /// A publisher that sends the latest value of each of three publishers, together, each
    /// time one sends one, as Combine's `combineLatest(_:_:)`; as
    /// ``Publishers/CombineLatest`` otherwise.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Combines the latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Combiner.start(subscriber, sides: 3, mode: .latest,
                           combine: { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }) {
                a.subscribe($0.side(0, of: A.Output.self))
                b.subscribe($0.side(1, of: B.Output.self))
                c.subscribe($0.side(2, of: C.Output.self))
            }
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publisher {
    /// Sends this publisher's latest value and `other`'s, as a pair, each time either sends
    /// one, once both have (`$name.combineLatest($email)`).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Sends `transform` of this publisher's latest value and `other`'s each time either
    /// sends one (`$name.combineLatest($email) { !$0.isEmpty && $1.contains("@") }`).
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Sends the latest values of this publisher, `publisher1` and `publisher2`, as a
    /// triple, each time one sends one, once all have.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Sends `transform` of the latest values of this publisher, `publisher1` and
    /// `publisher2` each time one sends one.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}
