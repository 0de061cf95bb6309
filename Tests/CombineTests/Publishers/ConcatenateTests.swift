import Testing
@testable import Combine

/// `Sequence.publisher` (`Publishers.Sequence`) and `prepend` / `append`
/// (`Publishers.Concatenate`).
struct ConcatenateTests {
    @Test("A sequence's publisher: as many elements as asked for; finished right after the last", arguments: [
        (Subscribers.Demand.unlimited, [Event<Int>.value(1), .value(2), .value(3), .finished]),
        (.max(2), [.value(1), .value(2)]),
        (.max(3), [.value(1), .value(2), .value(3), .finished]),
        (.none, []),
    ])
    func sequence(initial: Subscribers.Demand, expected: [Event<Int>]) {
        let recorder = Recorder<Int, Never>(initial: initial)
        [1, 2, 3].publisher.subscribe(recorder)
        #expect(recorder.events == expected)
    }

    @Test("A sequence's publisher: an empty one finishes at once; asking from inside keeps the order; a cancel stops it")
    func sequenceEdges() {
        let empty = Recorder<Int, Never>(initial: .none)
        [Int]().publisher.subscribe(empty)
        #expect(empty.events == [.finished])

        // One at a time: each value asks for the next from inside the downstream.
        let stepping = Recorder<Int, Never>(initial: .max(1)) { _ in .max(1) }
        (1...4).publisher.subscribe(stepping)
        #expect(stepping.events == [.value(1), .value(2), .value(3), .value(4), .finished])

        var read = 0
        let counted = (1...100).lazy.map { value -> Int in read += 1; return value }
        let cancelled = Recorder<Int, Never>(initial: .max(1))
        counted.publisher.subscribe(cancelled)
        cancelled.cancel()
        cancelled.request(.max(5))
        #expect(cancelled.values == [1])
        #expect(read == 2)                                   // the first, and the one read ahead
        #expect(Publishers.Sequence<[Int], Never>(sequence: [1]) == [1].publisher)
    }

    @Test("prepend and append: the elements or publisher before, or after this one finishes")
    func prependAppend() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.prepend(0, 1).append([8, 9]).append(Just(10)).prepend(Just(-1)).subscribe(recorder)
        #expect(recorder.values == [-1, 0, 1])
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.events == [-1, 0, 1, 2, 8, 9, 10].map { .value($0) } + [.finished])
    }

    @Test("Concatenate: the demand not yet met is asked of the second; a failure of the first ends it; a cancel reaches the one running")
    func concatenateDemandFailureCancel() {
        let limited = Recorder<Int, Never>(initial: .max(3))
        [1, 2].publisher.append(3, 4, 5).subscribe(limited)
        #expect(limited.values == [1, 2, 3])
        limited.request(.max(2))
        #expect(limited.events == [1, 2, 3, 4, 5].map { .value($0) } + [.finished])

        let failing = Recorder<Int, ProbeError>()
        Fail<Int, ProbeError>(error: .broken).append(1).subscribe(failing)
        #expect(failing.events == [.failure("broken")])

        let first = Driven<Int, ProbeError>(), second = Driven<Int, ProbeError>()
        let cancelled = Recorder<Int, ProbeError>(initial: .max(4))
        first.append(second).subscribe(cancelled)
        first.send(1)
        first.send(completion: .finished)
        #expect(second.requests == [.max(3)])
        cancelled.cancel()
        #expect(first.cancels == 0 && second.cancels == 1)
    }
}
