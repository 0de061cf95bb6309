extension Publishers {
    /// A publisher that writes a line for each event passing through it, as Combine's
    /// `print(_:to:)`: `receive subscription: (…)`, `request max: (n)`, `receive value:
    /// (…)`, `receive finished`, `receive error: (…)`, `receive cancel` — after the prefix
    /// and `": "`, when there is one — to the stream given, or standard output.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// What each line starts with.
        public let prefix: String
        /// The publisher whose events are written.
        public let upstream: Upstream
        /// Where the lines go (`nil`: standard output).
        public let stream: (any TextOutputStream)?

        /// Writes `upstream`'s events to `stream`, each line after `prefix`.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PrintSubscriber(downstream: subscriber, prefix: prefix, stream: stream))
        }
    }
}

/// Internal: `print`'s subscriber, and the subscription its downstream keeps: each event is
/// written, then passes on.
private final class PrintSubscriber<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let prefix: String
    private let lock = PublisherLock()
    private var stream: (any TextOutputStream)?
    private var upstream: (any Subscription)?

    init(downstream: Downstream, prefix: String, stream: (any TextOutputStream)?) {
        self.downstream = downstream
        self.prefix = prefix.isEmpty ? "" : "\(prefix): "
        self.stream = stream
    }

    func receive(subscription: any Subscription) {
        write("receive subscription: (\(subscription))")
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        write("receive value: (\(input))")
        let more = downstream.receive(input)
        if more > 0 { write("\(Self.describe(more)) (synchronous)") }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: write("receive finished")
        case .failure(let error): write("receive error: (\(error))")
        }
        lock.withLock { upstream = nil }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        write(Self.describe(demand))
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        write("receive cancel")
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// `request unlimited` or `request max: (n)`.
    private static func describe(_ demand: Subscribers.Demand) -> String {
        demand.max.map { "request max: (\($0))" } ?? "request unlimited"
    }

    /// Writes one line, after the prefix.
    private func write(_ line: String) {
        lock.withLock {
            if stream == nil {
                Swift.print(prefix + line)
            } else {
                stream?.write(prefix + line + "\n")
            }
        }
    }
}

extension Publisher {
    /// Writes a line for each event — subscription, request, value, completion, cancel —
    /// after `prefix`, to `stream` or standard output (`.print("search")`).
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
