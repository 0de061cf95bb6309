// `URLSession.dataTaskPublisher(for:)` as a view model written for SwiftUI uses it (`import
// SwiftUI`, which brings URLSession on Linux, and Combine's operators): loaded through a stub
// URLProtocol, no network (RCV1).
import Combine
import Foundation
import SwiftUI
import Testing

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

struct DataTaskPublisherTests {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        return URLSession(configuration: configuration)
    }()

    @Test("dataTaskPublisher, retry, map(\\.data), decode: the model, then finished")
    func loadAndDecode() throws {
        let url = try #require(URL(string: "stub://api/user"))
        let outcome = collect(Self.session.dataTaskPublisher(for: url).retry(1).map(\.data)
            .decode(type: User.self, decoder: JSONDecoder()))
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
}
