/// A publisher of any type with the given output and failure, as Combine's struct: hides the
/// type of the chain it wraps (`eraseToAnyPublisher()`).
///
/// ```swift
/// var evens: AnyPublisher<Int, Never> { numbers.filter { $0 % 2 == 0 }.eraseToAnyPublisher() }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        attach = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher as an ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
