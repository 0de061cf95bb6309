/// A type that sends a sequence of values over time to its subscribers, as Combine's
/// protocol (Linux has no Combine: this package's `Combine` module declares this subset, and
/// `import TerminalLayout` re-exports it; RCV1).
///
/// ```swift
/// let cancellable = subject
///     .filter { $0 > 0 }
///     .map { "\($0)" }
///     .sink { print($0) }
/// ```
///
/// A publisher sends nothing until a ``Subscriber`` is attached (`receive(subscriber:)`,
/// through `subscribe(_:)`, `sink`, `assign(to:on:)` or a view's `onReceive`). It then
/// hands the subscriber a ``Subscription``, sends at most as many values as the subscriber
/// asked for (its ``Subscribers/Demand``), and ends with at most one
/// ``Subscribers/Completion``.
public protocol Publisher<Output, Failure> {
    /// The kind of values the publisher sends.
    associatedtype Output
    /// The kind of error the publisher may end with (`Never`: it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)`, then sends it
    /// values as it asks for them, then a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher (what callers use; `receive(subscriber:)` is
    /// what publishers implement).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
