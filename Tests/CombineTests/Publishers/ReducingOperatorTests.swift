import Testing
@testable import Combine

/// `first()`, `first(where:)`, `collect()`, `reduce(_:_:)`, `count()`, `contains(_:)`,
/// `contains(where:)`, `allSatisfy(_:)`, `last()`, `last(where:)`, `min()`, `max()`, `min(by:)`,
/// `max(by:)`, `ignoreOutput()`: one value made of all the upstream's (or none), sent on the
/// first demand, then the completion.
struct ReducingOperatorTests {
    enum Operator: String, CaseIterable, CustomTestStringConvertible {
        case first, firstEven, collect, sum, count, containsFour, containsEven, allPositive, last, lastEven
        case min, max, minByLastDigit, maxByLastDigit
        var testDescription: String { rawValue }

        func apply(_ upstream: Driven<Int, ProbeError>) -> AnyPublisher<String, ProbeError> {
            switch self {
            case .first: upstream.first().map { "\($0)" }.eraseToAnyPublisher()
            case .firstEven: upstream.first { $0 % 2 == 0 }.map { "\($0)" }.eraseToAnyPublisher()
            case .collect: upstream.collect().map { "\($0)" }.eraseToAnyPublisher()
            case .sum: upstream.reduce(100, +).map { "\($0)" }.eraseToAnyPublisher()
            case .count: upstream.count().map { "\($0)" }.eraseToAnyPublisher()
            case .containsFour: upstream.contains(4).map { "\($0)" }.eraseToAnyPublisher()
            case .containsEven: upstream.contains { $0 % 2 == 0 }.map { "\($0)" }.eraseToAnyPublisher()
            case .allPositive: upstream.allSatisfy { $0 > 0 }.map { "\($0)" }.eraseToAnyPublisher()
            case .last: upstream.last().map { "\($0)" }.eraseToAnyPublisher()
            case .lastEven: upstream.last { $0 % 2 == 0 }.map { "\($0)" }.eraseToAnyPublisher()
            case .min: upstream.min().map { "\($0)" }.eraseToAnyPublisher()
            case .max: upstream.max().map { "\($0)" }.eraseToAnyPublisher()
            case .minByLastDigit: upstream.min { $0 % 10 < $1 % 10 }.map { "\($0)" }.eraseToAnyPublisher()
            case .maxByLastDigit: upstream.max { $0 % 10 < $1 % 10 }.map { "\($0)" }.eraseToAnyPublisher()
            }
        }
    }

    @Test("One value of all the upstream's, then finished; the upstream cancelled once first has its value",
          arguments: [
              (Operator.first, [3, 4, 5], [Event<String>.value("3"), .finished], 1),
              (.firstEven, [3, 5, 6, 8], [.value("6"), .finished], 1),
              (.firstEven, [3, 5], [.finished], 0),
              (.first, [], [.finished], 0),
              (.collect, [3, 4, 5], [.value("[3, 4, 5]"), .finished], 0),
              (.collect, [], [.value("[]"), .finished], 0),
              (.sum, [3, 4, 5], [.value("112"), .finished], 0),
              (.sum, [], [.value("100"), .finished], 0),
              (.count, [3, 4, 5], [.value("3"), .finished], 0),
              (.count, [], [.value("0"), .finished], 0),
              (.containsFour, [3, 4, 5], [.value("true"), .finished], 1),
              (.containsFour, [3, 5], [.value("false"), .finished], 0),
              (.containsEven, [3, 5, 8, 9], [.value("true"), .finished], 1),
              (.containsEven, [], [.value("false"), .finished], 0),
              (.allPositive, [3, 4, 5], [.value("true"), .finished], 0),
              (.allPositive, [3, -1, 5], [.value("false"), .finished], 1),
              (.allPositive, [], [.value("true"), .finished], 0),
              (.last, [3, 4, 5], [.value("5"), .finished], 0),
              (.last, [], [.finished], 0),
              (.lastEven, [3, 4, 5, 6, 7], [.value("6"), .finished], 0),
              (.lastEven, [3, 5], [.finished], 0),
              (.min, [4, 3, 5, 3], [.value("3"), .finished], 0),
              (.max, [4, 3, 5, 1], [.value("5"), .finished], 0),
              (.max, [], [.finished], 0),
              // Of values equal by the ordering, the first is kept (19 before 9; 21 before 31).
              (.maxByLastDigit, [19, 23, 9], [.value("19"), .finished], 0),
              (.minByLastDigit, [19, 21, 31, 25], [.value("21"), .finished], 0),
          ])
    func folds(_ op: Operator, input: [Int], expected: [Event<String>], cancels: Int) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<String, ProbeError>()
        op.apply(upstream).subscribe(recorder)
        #expect(upstream.requests == [.unlimited])
        for value in input { upstream.send(value) }
        upstream.send(completion: .finished)
        #expect(recorder.events == expected)
        #expect(upstream.cancels == cancels)
    }

    @Test("A failure before the result passes on alone", arguments: Operator.allCases)
    func failure(_ op: Operator) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<String, ProbeError>()
        op.apply(upstream).subscribe(recorder)
        if op != .first { upstream.send(1) }           // a value that is not (yet) the result
        upstream.send(completion: .failure(.broken))
        #expect(recorder.events == [.failure("broken")])
    }

    @Test("The result waits for the downstream's first demand", arguments: Operator.allCases)
    func waitsForDemand(_ op: Operator) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<String, ProbeError>(initial: .none)
        op.apply(upstream).subscribe(recorder)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(recorder.events.isEmpty)
        recorder.request(.max(1))
        #expect(recorder.events.count == 2 && recorder.events.last == .finished)
    }

    @Test("Cancelling cancels the upstream; nothing is sent after", arguments: Operator.allCases)
    func cancel(_ op: Operator) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<String, ProbeError>()
        op.apply(upstream).subscribe(recorder)
        upstream.send(1)
        recorder.cancel()
        upstream.send(completion: .finished)
        #expect(upstream.cancels == 1)
        #expect(recorder.events.isEmpty || op == .first)
        #expect(op != .first || recorder.events == [.value("1"), .finished])
    }

    @Test("ignoreOutput: no value, the completion; the upstream is asked for every value", arguments: [
        (Subscribers.Completion<ProbeError>.finished, Event<Never>.finished), (.failure(.broken), .failure("broken")),
    ])
    func ignoreOutput(completion: Subscribers.Completion<ProbeError>, expected: Event<Never>) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Never, ProbeError>(initial: .none)
        upstream.ignoreOutput().subscribe(recorder)
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: completion)
        #expect(recorder.events == [expected])
        #expect(upstream.requests == [.unlimited])
        let cancelled = Recorder<Never, ProbeError>()
        upstream.ignoreOutput().subscribe(cancelled)
        cancelled.cancel()
        #expect(upstream.cancels == 1)
    }
}
