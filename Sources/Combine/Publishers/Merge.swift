extension Publishers {
    /// A publisher that sends the values of two publishers as they come, as Combine's
    /// `merge(with:)`: it finishes once both have; the first failure cancels the other and
    /// ends it. Each is asked for one value at a time, as the downstream asks (all of them
    /// once it asks for unlimited).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanIn.merge(into: subscriber) { fanIn, sources in
                a.subscribe(fanIn.subscriber(for: sources[0]))
                b.subscribe(fanIn.subscriber(for: sources[1]))
            }
        }

        /// This merge and `other`, merged.
        public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P>
        where P.Output == Output, P.Failure == Failure {
            Publishers.Merge3(a, b, other)
        }
    }

    /// A publisher that sends the values of three publishers as they come, as Combine's
    /// `merge(with:_:)`; as ``Publishers/Merge`` otherwise.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanIn.merge(into: subscriber, count: 3) { fanIn, sources in
                a.subscribe(fanIn.subscriber(for: sources[0]))
                b.subscribe(fanIn.subscriber(for: sources[1]))
                c.subscribe(fanIn.subscriber(for: sources[2]))
            }
        }
    }

    /// A publisher that sends the values of any number of publishers of one type as they
    /// come, as Combine's struct; as ``Publishers/Merge`` otherwise.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publishers merged.
        public let publishers: [Upstream]

        /// Merges the publishers given.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanIn.merge(into: subscriber, count: publishers.count) { fanIn, sources in
                for (publisher, source) in Swift.zip(publishers, sources) { publisher.subscribe(fanIn.subscriber(for: source)) }
            }
        }

        /// These publishers and `other`, merged.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension FanIn {
    /// Gives `downstream` a fan-in of `count` sources, numbered before any is subscribed
    /// to (one may finish at once), then has `subscribe` attach them.
    static func merge(into downstream: Downstream, count: Int = 2, subscribe: (FanIn, [Int]) -> Void) {
        let fanIn = FanIn(downstream: downstream)
        downstream.receive(subscription: fanIn)
        let sources = (0..<count).compactMap { _ in fanIn.addSource() }
        fanIn.close()
        // Fewer: the downstream cancelled as it subscribed.
        if sources.count == count { subscribe(fanIn, sources) }
    }
}

extension Publisher {
    /// Sends this publisher's values and `other`'s as they come
    /// (`localChanges.merge(with: remoteChanges)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Sends this publisher's values, `b`'s and `c`'s as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
}
