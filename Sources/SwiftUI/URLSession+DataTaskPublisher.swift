// In the `SwiftUI` module, beside its FoundationNetworking: a `Combine` that imported
// FoundationNetworking would load it (and libcurl) into every program that uses Combine.
import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of the data and response of a request, as Foundation's Combine
    /// integration has it (`URLSession.shared.dataTaskPublisher(for: url)`; with
    /// `import SwiftUI`, which brings `URLSession` on Linux).
    ///
    /// When the subscriber asks for a value the session's data task starts; the publisher
    /// sends `(data, response)` and finishes, or fails with the task's `URLError` (another
    /// error is `URLError(.unknown)`). Cancelling cancels the task.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request loaded.
        public let request: URLRequest
        /// The session that loads it.
        public let session: URLSession

        /// A publisher loading `request` with `session`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, downstream: subscriber))
        }
    }

    /// A publisher of the data and response of loading `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data and response of `request`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// Internal: one data task, started at the first demand, its result sent once.
final class DataTaskSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    private let request: URLRequest
    private let session: URLSession
    private let lock = PublisherLock()
    private var downstream: Downstream?
    private var task: URLSessionDataTask?

    init(request: URLRequest, session: URLSession, downstream: Downstream) {
        self.request = request
        self.session = session
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let start = lock.withLock { () -> Bool in
            guard downstream != nil, task == nil else { return false }
            // The task's handler is `@Sendable`: it holds the result's way back in a box (a
            // closure over this generic class would capture its metatype).
            let handler: (Data?, URLResponse?, (any Error)?) -> Void = { [weak self] data, response, error in
                self?.finish(data: data, response: response, error: error)
            }
            let box = UncheckedSendable(handler)
            task = session.dataTask(with: request) { data, response, error in box.value(data, response, error) }
            return true
        }
        if start { lock.withLock { task }?.resume() }
    }

    private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        guard let downstream = lock.withLock({ () -> Downstream? in
            defer { self.downstream = nil }
            return self.downstream
        }) else { return }
        if let error {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = downstream.receive((data: data ?? Data(), response: response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            downstream = nil
            return self.task
        }
        task?.cancel()
    }
}
