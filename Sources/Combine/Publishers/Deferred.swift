/// A publisher that makes the publisher it stands for only when it is subscribed to, a new
/// one for each subscriber, as Combine's struct.
///
/// ```swift
/// Deferred { Future { promise in promise(.success(expensiveLoad())) } }   // loads per subscriber
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher a subscriber is attached to.
    public let createPublisher: () -> DeferredPublisher

    /// Calls `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
