import Testing
@testable import Combine

/// The operators (RCV1) over one known sequence, sent through a subject: the values each
/// chain sends, worked out by hand, and the completion passed on.
struct PublisherOperatorTests {
    /// The sequence every chain is given.
    static let input = [1, 2, 2, 3, 3, 3, 4, -1, 4]

    enum Chain: String, CaseIterable, CustomTestStringConvertible {
        case mapTimesTen, filterEven, compactMapAboveTwo, removeDuplicates, removeDuplicatesByParity
        case positiveDistinctDoubled, erased

        var testDescription: String { rawValue }

        func apply(_ upstream: PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never> {
            switch self {
            case .mapTimesTen: upstream.map { $0 * 10 }.eraseToAnyPublisher()
            case .filterEven: upstream.filter { $0 % 2 == 0 }.eraseToAnyPublisher()
            case .compactMapAboveTwo: upstream.compactMap { $0 > 2 ? $0 * 100 : nil }.eraseToAnyPublisher()
            case .removeDuplicates: upstream.removeDuplicates().eraseToAnyPublisher()
            case .removeDuplicatesByParity: upstream.removeDuplicates { $0 % 2 == $1 % 2 }.eraseToAnyPublisher()
            case .positiveDistinctDoubled: upstream.filter { $0 > 0 }.removeDuplicates().map { $0 * 2 }.eraseToAnyPublisher()
            case .erased: upstream.eraseToAnyPublisher().eraseToAnyPublisher()
            }
        }
    }

    @Test("Each operator chain sends the values worked out by hand, then the completion",
          arguments: [
              (Chain.mapTimesTen, [10, 20, 20, 30, 30, 30, 40, -10, 40]),
              (.filterEven, [2, 2, 4, 4]),
              (.compactMapAboveTwo, [300, 300, 300, 400, 400]),
              (.removeDuplicates, [1, 2, 3, 4, -1, 4]),
              // 1 odd, 2 even, 2 (same parity), 3 odd, 3, 3, 4 even, -1 odd, 4 even.
              (.removeDuplicatesByParity, [1, 2, 3, 4, -1, 4]),
              (.positiveDistinctDoubled, [2, 4, 6, 8]),
              (.erased, [1, 2, 2, 3, 3, 3, 4, -1, 4]),
          ])
    func chain(_ chain: Chain, expected: [Int]) {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var completions = 0
        let cancellable = chain.apply(subject).sink(receiveCompletion: { _ in completions += 1 },
                                                    receiveValue: { received.append($0) })
        for value in Self.input { subject.send(value) }
        subject.send(completion: .finished)
        #expect(received == expected)
        #expect(completions == 1)
        cancellable.cancel()
    }

    @Test("removeDuplicates keeps a sent nil as the last value")
    func removeDuplicatesOfOptionals() {
        let subject = PassthroughSubject<Int?, Never>()
        var received: [Int?] = []
        let cancellable = subject.removeDuplicates().sink { received.append($0) }
        for value in [nil, nil, 1, 1, nil] as [Int?] { subject.send(value) }
        #expect(received == [nil, 1, nil])
        cancellable.cancel()
    }

    @Test("A cancelled chain sends nothing more; the subject lets its subscriber go")
    func cancelledChain() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.map { $0 + 1 }.filter { $0 > 0 }.sink { received.append($0) }
        subject.send(1)
        #expect(subject.subscriberCount == 1)
        cancellable.cancel()
        subject.send(2)
        #expect(received == [2])
        #expect(subject.subscriberCount == 0)
    }
}
