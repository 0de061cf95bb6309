import Testing
@testable import Combine

/// The operators on each value in turn: `scan`, `replaceNil`, `replaceEmpty`, `prefix` /
/// `output(at:)` / `output(in:)`.
struct SequenceOperatorTests {
    @Test("scan: each result so far; each subscription folds its own; the demand passes through")
    func scan() {
        let subject = PassthroughSubject<Int, Never>()
        let first = Recorder<Int, Never>(), second = Recorder<Int, Never>()
        subject.scan(0, +).subscribe(first)
        subject.send(1)
        subject.scan(0, +).subscribe(second)
        subject.send(2)
        subject.send(3)
        #expect(first.values == [1, 3, 6])
        #expect(second.values == [2, 5])

        let upstream = Driven<Int, Never>()
        let limited = Recorder<Int, Never>(initial: .max(2))
        upstream.scan(10) { $0 - $1 }.subscribe(limited)
        upstream.send(1)
        #expect(upstream.requests == [.max(2)] && limited.values == [9])
        limited.cancel()
        #expect(upstream.cancels == 1)
    }

    @Test("replaceNil: the replacement in place of each nil")
    func replaceNil() {
        let recorder = Recorder<Int, Never>()
        [1, nil, 3, nil].publisher.replaceNil(with: 0).subscribe(recorder)
        #expect(recorder.events == [.value(1), .value(0), .value(3), .value(0), .finished])
    }

    @Test("replaceEmpty: the replacement only when nothing came; a failure passes on", arguments: [
        ([Int](), Subscribers.Completion<ProbeError>.finished, [Event<Int>.value(9), .finished]),
        ([1, 2], .finished, [.value(1), .value(2), .finished]),
        ([], .failure(.broken), [.failure("broken")]),
    ])
    func replaceEmpty(input: [Int], completion: Subscribers.Completion<ProbeError>, expected: [Event<Int>]) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>()
        upstream.replaceEmpty(with: 9).subscribe(recorder)
        for value in input { upstream.send(value) }
        upstream.send(completion: completion)
        #expect(recorder.events == expected)
    }

    @Test("replaceEmpty: the replacement waits for a demand; the demand and cancel reach the upstream")
    func replaceEmptyDemand() {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>(initial: .none)
        upstream.replaceEmpty(with: 9).subscribe(recorder)
        upstream.send(completion: .finished)
        #expect(recorder.events.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.events == [.value(9), .finished])

        let asked = Driven<Int, ProbeError>()
        asked.replaceEmpty(with: 9).subscribe(Recorder<Int, ProbeError>(initial: .max(2)))
        #expect(asked.requests == [.max(2)])

        let other = Driven<Int, ProbeError>()
        let cancelled = Recorder<Int, ProbeError>()
        other.replaceEmpty(with: 9).subscribe(cancelled)
        cancelled.cancel()
        other.send(completion: .finished)
        #expect(other.cancels == 1 && cancelled.events.isEmpty)
    }

    enum Picking: String, CustomTestStringConvertible {
        case prefix0, prefix2, prefix5, at1, in1to2
        var testDescription: String { rawValue }

        func apply(_ upstream: Driven<Int, ProbeError>) -> Publishers.Output<Driven<Int, ProbeError>> {
            switch self {
            case .prefix0: upstream.prefix(0)
            case .prefix2: upstream.prefix(2)
            case .prefix5: upstream.prefix(5)
            case .at1: upstream.output(at: 1)
            case .in1to2: upstream.output(in: 1...2)
            }
        }
    }

    @Test("prefix and output: the values at the positions asked; past them the upstream is cancelled and it finishes",
          arguments: [
              (Picking.prefix0, [Event<Int>.finished], 1),
              (.prefix2, [.value(10), .value(11), .finished], 1),
              (.prefix5, [.value(10), .value(11), .value(12), .finished], 0),
              (.at1, [.value(11), .finished], 1),
              (.in1to2, [.value(11), .value(12), .finished], 1),
          ])
    func picks(_ picking: Picking, expected: [Event<Int>], cancels: Int) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>()
        picking.apply(upstream).subscribe(recorder)
        for value in 10...12 { upstream.send(value) }
        upstream.send(completion: .finished)
        #expect(recorder.events == expected)
        #expect(upstream.cancels == cancels)
    }

    @Test("output(at:): a value before the position is dropped and one more asked for in its place")
    func outputDemand() {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>(initial: .max(1))
        upstream.output(at: 2).subscribe(recorder)
        upstream.send(10)
        upstream.send(11)
        #expect(upstream.requests == [.max(1), .max(1), .max(1)])
        upstream.send(12)
        #expect(recorder.events == [.value(12), .finished])
        #expect(Publishers.Output(upstream: Just(1), range: 0..<2) == Just(1).prefix(2))
    }
}
