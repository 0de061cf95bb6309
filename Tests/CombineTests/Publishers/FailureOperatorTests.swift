import Foundation
import Testing
import Combine

/// Fails the first `failures` subscriptions, then sends `value`: what `retry` is for.
private final class Flaky: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = CocoaError
    struct Nothing: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
    let failures: Int
    var subscriptions = 0
    init(failures: Int) { self.failures = failures }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == CocoaError {
        subscriptions += 1
        subscriber.receive(subscription: Nothing())
        if subscriptions <= failures {
            subscriber.receive(completion: .failure(CocoaError(.fileNoSuchFile)))
        } else {
            _ = subscriber.receive(7)
            subscriber.receive(completion: .finished)
        }
    }
}

private struct User: Codable, Equatable {
    var name: String
    var age: Int
}

/// What a chain sent.
private final class Outcome<Value> {
    var values: [Value] = []
    var failure: (any Error)?
    var finished = false
}

private func collect<P: Publisher>(_ publisher: P) -> Outcome<P.Output> {
    let outcome = Outcome<P.Output>()
    let cancellable = publisher.sink { completion in
        if case .failure(let error) = completion { outcome.failure = error } else { outcome.finished = true }
    } receiveValue: { outcome.values.append($0) }
    cancellable.cancel()
    return outcome
}

/// `retry`, `tryMap`, `decode(type:decoder:)` and `replaceError(with:)` (RCV1).
struct FailureOperatorTests {
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

    @Test("decode: the model from JSON; data that does not decode ends with the decoder's error", arguments: [
        (#"{"name":"Ann","age":41}"#, true), ("{not json", false),
    ])
    func decode(_ json: String, _ decodes: Bool) {
        let outcome = collect(Just(Data(json.utf8)).decode(type: User.self, decoder: JSONDecoder()))
        #expect(outcome.values == (decodes ? [User(name: "Ann", age: 41)] : []))
        #expect(decodes ? outcome.finished : outcome.failure is DecodingError)
    }

    @Test("encode: the JSON of each value; decoding it gives the value back")
    func encode() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let outcome = collect(Just(User(name: "Ann", age: 41)).encode(encoder: encoder))
        #expect(outcome.values.map { String(decoding: $0, as: UTF8.self) } == [#"{"age":41,"name":"Ann"}"#])
        #expect(outcome.finished)
        let back = collect(Just(User(name: "Bo", age: 7)).encode(encoder: JSONEncoder()).decode(type: User.self, decoder: JSONDecoder()))
        #expect(back.values == [User(name: "Bo", age: 7)])
    }

    @Test("dropFirst: the values after the first n; each subscription counts its own", arguments: [0, 1, 2, 5])
    func dropFirst(_ count: Int) {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = [], second: [Int] = []
        let a = subject.dropFirst(count).sink { first.append($0) }
        subject.send(1)
        let b = subject.dropFirst(count).sink { second.append($0) }
        for value in 2...4 { subject.send(value) }
        #expect(first == Array([1, 2, 3, 4].dropFirst(count)))
        #expect(second == Array([2, 3, 4].dropFirst(count)))
        _ = (a, b)
        #expect(collect(Just(7).dropFirst()).values.isEmpty)
    }

    @Test("replaceError: the fallback in place of the failure, then finished")
    func replaceError() {
        let outcome = collect(Just(Data("{".utf8)).decode(type: User.self, decoder: JSONDecoder())
            .replaceError(with: User(name: "nobody", age: 0)))
        #expect(outcome.values == [User(name: "nobody", age: 0)] && outcome.finished)
        let fine = collect(Flaky(failures: 0).replaceError(with: 0))
        #expect(fine.values == [7] && fine.finished)
    }

    @Test("catch: on failure the handler's publisher takes over; without one, the upstream's values", arguments: [
        (1, [42]), (0, [7]),
    ])
    func catchFailure(failures: Int, values: [Int]) {
        var caught: [String] = []
        let outcome = collect(Flaky(failures: failures).catch { error -> Just<Int> in
            caught.append("\(error.code.rawValue)")
            return Just(42)
        })
        #expect(outcome.values == values && outcome.finished)
        #expect(caught.count == failures)
    }

    @Test("catch: values before the failure are kept; the new publisher's failure is passed on")
    func catchKeepsEarlierValues() {
        let subject = PassthroughSubject<Int, CocoaError>()
        let outcome = Outcome<Int>()
        let cancellable = subject.catch { _ in Flaky(failures: 1) }.sink { completion in
            if case .failure(let error) = completion { outcome.failure = error } else { outcome.finished = true }
        } receiveValue: { outcome.values.append($0) }
        subject.send(1)
        subject.send(completion: .failure(CocoaError(.fileReadNoPermission)))
        subject.send(2)
        #expect(outcome.values == [1])
        #expect((outcome.failure as? CocoaError)?.code == .fileNoSuchFile)
        cancellable.cancel()
    }

    @Test("tryMap: a thrown error ends the stream; values before it are sent, none after")
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
