import Testing
@testable import Combine

/// `flatMap(maxPublishers:_:)`: the made publishers' values as they come, the completion
/// once all have finished, the first failure, the demand asked of each, and cancellation.
struct FlatMapTests {
    /// An upstream of numbers, each made into one of `inners` (driven by hand).
    private struct Setup {
        let upstream = Driven<Int, ProbeError>()
        let inners = [Driven<String, ProbeError>(), Driven<String, ProbeError>()]
        let recorder: Recorder<String, ProbeError>

        init(maxPublishers: Subscribers.Demand = .unlimited, initial: Subscribers.Demand = .unlimited) {
            recorder = Recorder(initial: initial)
            let inners = inners
            upstream.flatMap(maxPublishers: maxPublishers) { inners[$0] }.subscribe(recorder)
        }
    }

    @Test("flatMap: the made publishers' values interleaved as they come; finished once the upstream and every one have")
    func interleaves() {
        let setup = Setup()
        let (a, b) = (setup.inners[0], setup.inners[1])
        setup.upstream.send(0)
        setup.upstream.send(1)
        a.send("a1")
        b.send("b1")
        a.send("a2")
        a.send(completion: .finished)
        setup.upstream.send(completion: .finished)
        #expect(setup.recorder.events == [.value("a1"), .value("b1"), .value("a2")])
        b.send("b2")
        b.send(completion: .finished)
        #expect(setup.recorder.events == [.value("a1"), .value("b1"), .value("a2"), .value("b2"), .finished])
        // An unlimited downstream: each made publisher is asked for all its values.
        #expect(a.requests == [.unlimited] && b.requests == [.unlimited])
    }

    enum Failing: String, CaseIterable, CustomTestStringConvertible {
        case upstream, inner
        var testDescription: String { rawValue }
    }

    @Test("flatMap: the first failure ends the stream and cancels the rest", arguments: Failing.allCases)
    func failure(_ failing: Failing) {
        let setup = Setup()
        let (a, b) = (setup.inners[0], setup.inners[1])
        setup.upstream.send(0)
        setup.upstream.send(1)
        a.send("a1")
        switch failing {
        case .upstream: setup.upstream.send(completion: .failure(.broken))
        case .inner: b.send(completion: .failure(.broken))
        }
        a.send("a2")
        #expect(setup.recorder.events == [.value("a1"), .failure("broken")])
        #expect(a.cancels == 1)
        #expect(b.cancels == (failing == .upstream ? 1 : 0))
        #expect(setup.upstream.cancels == (failing == .inner ? 1 : 0))
    }

    @Test("flatMap: maxPublishers is asked of the upstream, and one more each time a made publisher finishes",
          arguments: [(Subscribers.Demand.max(1), [Subscribers.Demand.max(1), .max(1)]), (.max(2), [.max(2), .max(1)]),
                      (.unlimited, [.unlimited])])
    func maxPublishers(_ maxPublishers: Subscribers.Demand, requests: [Subscribers.Demand]) {
        let setup = Setup(maxPublishers: maxPublishers)
        setup.upstream.send(0)
        setup.inners[0].send("a1")
        setup.inners[0].send(completion: .finished)
        #expect(setup.upstream.requests == requests)
        #expect(setup.recorder.events == [.value("a1")])
    }

    @Test("flatMap: each made publisher is asked for one value at a time; a value beyond the demand waits for it")
    func demand() {
        let setup = Setup(initial: .max(1))
        let (a, b) = (setup.inners[0], setup.inners[1])
        setup.upstream.send(0)
        setup.upstream.send(1)
        #expect(a.requests == [.max(1)] && b.requests == [.max(1)])
        a.send("a1")                                  // sent: a is asked for one more
        b.send("b1")                                  // no demand: waits
        #expect(setup.recorder.values == ["a1"])
        #expect(a.requests == [.max(1), .max(1)] && b.requests == [.max(1)])
        setup.recorder.request(.max(1))
        #expect(setup.recorder.values == ["a1", "b1"])
        #expect(b.requests == [.max(1), .max(1)])
        setup.recorder.request(.unlimited)            // now every made publisher is asked for all
        #expect(a.requests.last == .unlimited && b.requests.last == .unlimited)
        a.send("a2")
        b.send("b2")
        #expect(setup.recorder.values == ["a1", "b1", "a2", "b2"])
    }

    @Test("flatMap: a finished made publisher's waiting value is still sent, before the completion")
    func waitingValueBeforeCompletion() {
        let setup = Setup(initial: .none)
        setup.upstream.send(0)
        setup.inners[0].send("a1")
        setup.inners[0].send(completion: .finished)
        setup.upstream.send(completion: .finished)
        #expect(setup.recorder.events.isEmpty)
        setup.recorder.request(.max(1))
        #expect(setup.recorder.events == [.value("a1"), .finished])
    }

    @Test("flatMap: cancelling cancels the upstream and every made publisher")
    func cancel() {
        let setup = Setup()
        setup.upstream.send(0)
        setup.upstream.send(1)
        setup.recorder.cancel()
        setup.inners[1].send("late")
        #expect(setup.upstream.cancels == 1)
        #expect(setup.inners.map(\.cancels) == [1, 1])
        #expect(setup.recorder.events.isEmpty)
    }

    @Test("flatMap over publishers that send at once, and the failure-adapting forms")
    func overloads() {
        let subject = PassthroughSubject<Int, ProbeError>()
        let doubled = Recorder<Int, ProbeError>()
        // A failing upstream, made publishers that cannot fail.
        let adapted: Publishers.FlatMap<Publishers.SetFailureType<Just<Int>, ProbeError>, PassthroughSubject<Int, ProbeError>> =
            subject.flatMap { Just($0 * 2) }
        adapted.subscribe(doubled)
        for value in 1...3 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(doubled.events == [.value(2), .value(4), .value(6), .finished])

        // An upstream that cannot fail, made publishers that may.
        let failing = Recorder<Int, ProbeError>()
        let typed: Publishers.FlatMap<Fail<Int, ProbeError>, Publishers.SetFailureType<Just<Int>, ProbeError>> =
            Just(1).flatMap { _ in Fail<Int, ProbeError>(error: .other) }
        typed.subscribe(failing)
        #expect(failing.events == [.failure("other")])

        // Neither can fail.
        let plain = Recorder<Int, Never>()
        let neither: Publishers.FlatMap<Just<Int>, Just<Int>> = Just(1).flatMap { Just($0 + 1) }
        neither.subscribe(plain)
        #expect(plain.events == [.value(2), .finished])
    }
}
