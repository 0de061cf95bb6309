/// A publisher that produces one result some time after it is made — a value then
/// finished, or a failure — and sends it to every subscriber, as Combine's class.
///
/// ```swift
/// func load() -> Future<[Item], Error> {
///     Future { promise in
///         store.fetch { items, error in promise(error.map { .failure($0) } ?? .success(items)) }
///     }
/// }
/// ```
///
/// The closure runs at once, when the future is made (not when it is subscribed to: wrap it
/// in ``Deferred`` for that), and is handed the promise; the first call of the promise is
/// the result, later calls do nothing. A value is sent to each subscriber on its first
/// demand, then finished; a failure is sent at once. A subscriber that comes after the
/// result gets it too. Its state is guarded by a lock: the promise may be called from any
/// thread.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What the closure is handed: call it once with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = PublisherLock()
    private var result: Result<Output, Failure>?
    private var conduits: [FutureConduit<Output, Failure>] = []

    /// Runs `attemptToFulfill` now with the promise that delivers the result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = FutureConduit(future: self, downstream: AnySubscriber(subscriber))
        let known = lock.withLock { () -> Result<Output, Failure>? in
            if result == nil { conduits.append(conduit) }
            return result
        }
        subscriber.receive(subscription: conduit)
        if let known { conduit.deliver(known) }
    }

    /// The promise: keeps the first result and hands it to the subscribers there are.
    private func fulfill(_ fulfilled: Result<Output, Failure>) {
        let waiting = lock.withLock { () -> [FutureConduit<Output, Failure>] in
            guard result == nil else { return [] }
            result = fulfilled
            defer { conduits = [] }
            return conduits
        }
        for conduit in waiting { conduit.deliver(fulfilled) }
    }

    fileprivate func remove(_ conduit: FutureConduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// How many subscribers wait for the result (for tests).
    var waitingCount: Int { lock.withLock { conduits.count } }
}

/// Internal: one subscriber's subscription to a ``Future``: once the result is known, a
/// value goes on the first demand (then finished), a failure at once.
private final class FutureConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = PublisherLock()
    private weak var future: Future<Output, Failure>?
    private var downstream: AnySubscriber<Output, Failure>?
    private var demanded = false
    private var result: Result<Output, Failure>?

    init(future: Future<Output, Failure>, downstream: AnySubscriber<Output, Failure>) {
        self.future = future
        self.downstream = downstream
    }

    /// The future's result is known.
    func deliver(_ result: Result<Output, Failure>) {
        lock.withLock { self.result = result }
        sendIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { demanded = true }
        sendIfReady()
    }

    func cancel() {
        let wasLive = lock.withLock { () -> Bool in
            defer { downstream = nil }
            return downstream != nil
        }
        if wasLive { future?.remove(self) }
    }

    /// Sends the result once: a failure whenever it is known, a value when it is asked for.
    private func sendIfReady() {
        let ready = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
            guard let downstream, let result else { return nil }
            if case .success = result, !demanded { return nil }
            self.downstream = nil
            return (downstream, result)
        }
        guard let (downstream, result) = ready else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}

extension Future {
    /// The future's value, once it has one; its failure is thrown (`let user = try await
    /// loadUser().value`), as Combine's property.
    public var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                // The future keeps the subscriber until its result comes; the value goes to the
                // awaiting task unchecked, as Combine hands it (`Output` need not be Sendable).
                subscribe(Subscribers.Sink<Output, Failure>(receiveCompletion: { completion in
                    if case .failure(let error) = completion { continuation.resume(throwing: error) }
                }, receiveValue: { continuation.resume(returning: UncheckedSendable($0)) }))
            }.value
        }
    }
}

extension Future where Failure == Never {
    /// The future's value, once it has one (`let count = await countItems().value`), as
    /// Combine's property.
    public var value: Output {
        get async {
            await withCheckedContinuation { continuation in
                subscribe(Subscribers.Sink<Output, Never>(receiveCompletion: { _ in },
                                                          receiveValue: { continuation.resume(returning: UncheckedSendable($0)) }))
            }.value
        }
    }
}
