extension Publishers {
    /// A publisher that sends `true` as soon as the upstream sends a value equal to
    /// `output` (and cancels it), `false` if it finishes without one, as Combine's
    /// `contains(_:)`.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are looked through.
        public let upstream: Upstream
        /// The value looked for.
        public let output: Upstream.Output

        /// Looks for `output` among the values of `upstream`.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(downstream: subscriber, initial: false) { result, value in
                guard value == output else { return false }
                result = true
                return true
            })
        }
    }

    /// A publisher that sends `true` as soon as the upstream sends a value a predicate
    /// accepts (and cancels it), `false` if it finishes without one, as Combine's
    /// `contains(where:)`.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are looked through.
        public let upstream: Upstream
        /// Whether a value is the one looked for.
        public let predicate: (Upstream.Output) -> Bool

        /// Looks for a value of `upstream` that `predicate` accepts.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(downstream: subscriber, initial: false) { result, value in
                guard predicate(value) else { return false }
                result = true
                return true
            })
        }
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}

extension Publisher where Output: Equatable {
    /// Sends `true` when the upstream sends `output`, else `false` when it finishes.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publisher {
    /// Sends `true` when the upstream sends a value `predicate` accepts, else `false` when
    /// it finishes.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
}
