extension Publishers {
    /// A publisher that pairs the values of two publishers in order — the first of each,
    /// then the second of each — as Combine's `zip(_:)`. It finishes once either has
    /// finished and has no value left to pair; the first failure cancels the other and ends
    /// it. Every demand is asked of both.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Pairs the values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Combiner.start(subscriber, sides: 2, mode: .zip, combine: { ($0[0] as! A.Output, $0[1] as! B.Output) }) {
                a.subscribe($0.side(0, of: A.Output.self))
                b.subscribe($0.side(1, of: B.Output.self))
            }
        }
    }

    /// A publisher that groups the values of three publishers in order, as Combine's
    /// `zip(_:_:)`; as ``Publishers/Zip`` otherwise.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Groups the values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Combiner.start(subscriber, sides: 3, mode: .zip,
                           combine: { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }) {
                a.subscribe($0.side(0, of: A.Output.self))
                b.subscribe($0.side(1, of: B.Output.self))
                c.subscribe($0.side(2, of: C.Output.self))
            }
        }
    }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publisher {
    /// Pairs this publisher's values with `other`'s, in order (`requests.zip(responses)`).
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Sends `transform` of each pair of this publisher's values and `other`'s, in order.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Groups this publisher's values with `publisher1`'s and `publisher2`'s, in order.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Sends `transform` of each group of this publisher's values, `publisher1`'s and
    /// `publisher2`'s, in order.
    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                   _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }
}
