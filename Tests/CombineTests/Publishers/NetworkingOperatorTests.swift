import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Combine

/// Serves `stub://` URLs from a table, so a data task runs without a network.
private final class StubProtocol: URLProtocol {
    static let bodies: [String: String] = ["/user": #"{"name":"Ann","age":41}"#, "/broken": "{not json"]

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "stub" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let url = request.url!
        let body = Self.bodies[url.path]
        let response = HTTPURLResponse(url: url, statusCode: body == nil ? 404 : 200, httpVersion: nil, headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data((body ?? "").utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

private struct User: Decodable, Equatable {
    var name: String
    var age: Int
}

/// Fails the first `failures` subscriptions, then sends `value`: what `retry` is for.
private final class Flaky: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = URLError
    struct Nothing: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
    let failures: Int
    var subscriptions = 0
    init(failures: Int) { self.failures = failures }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == URLError {
        subscriptions += 1
        subscriber.receive(subscription: Nothing())
        if subscriptions <= failures {
            subscriber.receive(completion: .failure(URLError(.timedOut)))
        } else {
            _ = subscriber.receive(7)
            subscriber.receive(completion: .finished)
        }
    }
}

/// The values and the end a chain sends, waited for (a data task answers on another thread).
private final class Outcome<Value>: @unchecked Sendable {
    var values: [Value] = []
    var failure: (any Error)?
    var finished = false
    let done = DispatchSemaphore(value: 0)
}

private func collect<P: Publisher>(_ publisher: P) -> Outcome<P.Output> {
    let outcome = Outcome<P.Output>()
    let cancellable = publisher.sink { completion in
        if case .failure(let error) = completion { outcome.failure = error } else { outcome.finished = true }
        outcome.done.signal()
    } receiveValue: { outcome.values.append($0) }
    _ = outcome.done.wait(timeout: .now() + 10)
    cancellable.cancel()
    return outcome
}

struct NetworkingOperatorTests {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        return URLSession(configuration: configuration)
    }()

    @Test("dataTaskPublisher, map(\\.data), decode: the model, then finished")
    func loadAndDecode() throws {
        let url = try #require(URL(string: "stub://api/user"))
        let outcome = collect(Self.session.dataTaskPublisher(for: url).map(\.data).decode(type: User.self, decoder: JSONDecoder()))
        #expect(outcome.values == [User(name: "Ann", age: 41)])
        #expect(outcome.finished && outcome.failure == nil)
    }

    @Test("The response comes with the data; a request works as a URL does")
    func response() throws {
        let request = URLRequest(url: try #require(URL(string: "stub://api/missing")))
        let outcome = collect(Self.session.dataTaskPublisher(for: request))
        #expect((outcome.values.first?.response as? HTTPURLResponse)?.statusCode == 404)
        #expect(outcome.values.first?.data.isEmpty == true)
    }

    @Test("Data that does not decode ends with the decoder's error; replaceError sends the fallback instead")
    func decodingFailure() throws {
        let url = try #require(URL(string: "stub://api/broken"))
        let failed = collect(Self.session.dataTaskPublisher(for: url).map(\.data).decode(type: User.self, decoder: JSONDecoder()))
        #expect(failed.values.isEmpty && failed.failure is DecodingError)
        let replaced = collect(Self.session.dataTaskPublisher(for: url).map(\.data).decode(type: User.self, decoder: JSONDecoder())
            .replaceError(with: User(name: "nobody", age: 0)))
        #expect(replaced.values == [User(name: "nobody", age: 0)] && replaced.finished)
    }

    @Test("A URL the session cannot load fails with its URLError")
    func unsupported() throws {
        let outcome = collect(URLSession.shared.dataTaskPublisher(for: try #require(URL(string: "nosuch://x"))))
        #expect((outcome.failure as? URLError)?.code == .unsupportedURL)
    }

    @Test("retry subscribes again after a failure, up to its count", arguments: [
        (2, 2, [7], 3, false), (2, 1, [], 2, true), (0, 0, [7], 1, false), (5, 3, [], 4, true),
    ])
    func retry(failures: Int, retries: Int, values: [Int], subscriptions: Int, fails: Bool) {
        let flaky = Flaky(failures: failures)
        let outcome = collect(flaky.retry(retries))
        #expect(outcome.values == values)
        #expect(flaky.subscriptions == subscriptions)
        #expect((outcome.failure != nil) == fails && outcome.finished == !fails)
    }

    @Test("tryMap: a thrown error ends the stream; values before it are sent")
    func tryMap() {
        struct TooBig: Error {}
        let subject = PassthroughSubject<Int, Never>()
        let outcome = Outcome<Int>()
        let cancellable = subject.tryMap { value -> Int in
            guard value < 3 else { throw TooBig() }
            return value * 10
        }.sink { completion in
            if case .failure(let error) = completion { outcome.failure = error }
        } receiveValue: { outcome.values.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(5)
        subject.send(1)
        #expect(outcome.values == [10, 20])
        #expect(outcome.failure is TooBig)
        cancellable.cancel()
    }
}
