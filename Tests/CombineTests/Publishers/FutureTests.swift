import Dispatch
import Testing
@testable import Combine

/// `Future`, `Fail`, `Empty`, `Deferred` and `Subscriptions.empty`.
struct FutureTests {
    enum Timing: String, CaseIterable, CustomTestStringConvertible {
        case beforeSubscribing, afterSubscribing
        var testDescription: String { rawValue }
    }

    @Test("Future: its closure runs once, when made; its result reaches a subscriber whenever it comes",
          arguments: Timing.allCases, [Result<Int, ProbeError>.success(4), .failure(.broken)])
    func future(timing: Timing, result: Result<Int, ProbeError>) {
        var runs = 0
        var promise: Future<Int, ProbeError>.Promise?
        let future = Future<Int, ProbeError> { runs += 1; promise = $0 }
        #expect(runs == 1)
        let recorder = Recorder<Int, ProbeError>()
        switch timing {
        case .beforeSubscribing:
            promise?(result)
            future.subscribe(recorder)
        case .afterSubscribing:
            future.subscribe(recorder)
            #expect(recorder.events.isEmpty)
            promise?(result)
        }
        promise?(.success(99))                      // a second call does nothing
        let expected: [Event<Int>] = switch result {
        case .success(let value): [.value(value), .finished]
        case .failure: [.failure("broken")]
        }
        #expect(recorder.events == expected)
        #expect(runs == 1)
        // A subscriber after the result gets it too, and the closure does not run again.
        let late = Recorder<Int, ProbeError>()
        future.subscribe(late)
        #expect(late.events == expected && runs == 1)
    }

    @Test("Future: a value waits for a demand; a failure does not")
    func futureDemand() {
        let success = Future<Int, ProbeError> { $0(.success(8)) }
        let waiting = Recorder<Int, ProbeError>(initial: .none)
        success.subscribe(waiting)
        #expect(waiting.events.isEmpty)
        waiting.request(.max(1))
        #expect(waiting.events == [.value(8), .finished])

        let failure = Future<Int, ProbeError> { $0(.failure(.other)) }
        let unasked = Recorder<Int, ProbeError>(initial: .none)
        failure.subscribe(unasked)
        #expect(unasked.events == [.failure("other")])
    }

    @Test("Future: a subscriber that cancels before the result gets nothing and is let go of")
    func futureCancel() {
        var promise: Future<String, Never>.Promise?
        let future = Future<String, Never> { promise = $0 }
        let cancelled = Recorder<String, Never>()
        let kept = Recorder<String, Never>()
        future.subscribe(cancelled)
        future.subscribe(kept)
        #expect(future.waitingCount == 2)
        cancelled.cancel()
        #expect(future.waitingCount == 1)
        promise?(.success("done"))
        #expect(cancelled.events.isEmpty)
        #expect(kept.events == [.value("done"), .finished])
    }

    @Test("Future: a promise fulfilled on another thread reaches the subscriber", .timeLimit(.minutes(1)))
    func futureFromAnotherThread() async {
        let future = Future<Int, Never> { promise in
            // The promise is not Sendable (nor is Combine's): it crosses threads unchecked.
            let unchecked = UncheckedSendable(promise)
            DispatchQueue.global().async { unchecked.value(.success(42)) }
        }
        let box = CancellableBox()
        let value = await withCheckedContinuation { continuation in
            box.value = future.sink { continuation.resume(returning: $0) }
        }
        #expect(value == 42)
        box.value = nil
    }

    @Test("Future.value: the value awaited, or the failure thrown", .timeLimit(.minutes(1)))
    func awaitedValue() async throws {
        let later = Future<Int, ProbeError> { promise in
            let unchecked = UncheckedSendable(promise)
            DispatchQueue.global().async { unchecked.value(.success(3)) }
        }
        #expect(try await later.value == 3)
        let failing = Future<Int, ProbeError> { $0(.failure(.broken)) }
        await #expect(throws: ProbeError.broken) { try await failing.value }
        let neverFails = Future<String, Never> { $0(.success("x")) }
        #expect(await neverFails.value == "x")
    }

    /// Keeps a sink alive until its value comes.
    private final class CancellableBox: @unchecked Sendable {
        var value: AnyCancellable?
    }

    @Test("Fail: no value, the error at once, demand or not")
    func fail() {
        let recorder = Recorder<Int, ProbeError>(initial: .none)
        Fail<Int, ProbeError>(error: .broken).subscribe(recorder)
        #expect(recorder.events == [.failure("broken")])
        #expect(recorder.subscriptions == 1)
        #expect(Fail(outputType: Int.self, failure: ProbeError.other) == Fail<Int, ProbeError>(error: .other))
        #expect(Fail<Int, ProbeError>(error: .broken).error == .broken)
    }

    @Test("Empty: no value; finished at once, or never", arguments: [(true, [Event<Int>.finished]), (false, [])])
    func empty(completeImmediately: Bool, expected: [Event<Int>]) {
        let recorder = Recorder<Int, ProbeError>()
        Empty<Int, ProbeError>(completeImmediately: completeImmediately).subscribe(recorder)
        #expect(recorder.events == expected)
        #expect(recorder.subscriptions == 1)
        #expect(Empty(completeImmediately: completeImmediately, outputType: Int.self, failureType: ProbeError.self)
                == Empty<Int, ProbeError>(completeImmediately: completeImmediately))
        #expect(Empty<Int, Never>().completeImmediately)
    }

    @Test("Deferred: the publisher is made for each subscriber, when it subscribes")
    func deferred() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made * 10)
        }
        #expect(made == 0)
        let first = Recorder<Int, Never>(), second = Recorder<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)
        #expect(made == 2)
        #expect(first.events == [.value(10), .finished])
        #expect(second.events == [.value(20), .finished])
    }

    @Test("Deferred around a Future runs the future's closure per subscriber, not before")
    func deferredFuture() {
        var runs = 0
        let deferred = Deferred { Future<Int, Never> { runs += 1; $0(.success(runs)) } }
        #expect(runs == 0)
        let recorder = Recorder<Int, Never>()
        deferred.subscribe(recorder)
        deferred.subscribe(recorder)
        #expect(recorder.values == [1, 2] && runs == 2)
    }
}
