import Testing
@testable import Combine

/// `combineLatest`: the latest value of each, together, once all have sent one; finished
/// once all have finished; demand asked of every side; cancellation.
struct CombineLatestTests {
    @Test("combineLatest: nothing until both have sent; then the latest of each at each new value")
    func combines() {
        // Combine's documentation's example.
        let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
        let pairs = Recorder<String, Never>()
        a.combineLatest(b).map { "\($0.0),\($0.1)" }.subscribe(pairs)
        let products = Recorder<Int, Never>()
        a.combineLatest(b, *).subscribe(products)
        a.send(1)
        a.send(2)
        b.send(2)
        a.send(3)
        a.send(45)
        b.send(22)
        #expect(pairs.values == ["2,2", "3,2", "45,2", "45,22"])
        #expect(products.values == [4, 6, 90, 990])
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case firstFinishes, bothFinish, secondFails
        var testDescription: String { rawValue }
    }

    @Test("combineLatest: finished once both have; a failure cancels the other", arguments: [
        (Ending.firstFinishes, [Event<String>.value("1,10"), .value("1,20")], [0, 0]),
        (.bothFinish, [.value("1,10"), .finished], [0, 0]),
        (.secondFails, [.value("1,10"), .failure("broken")], [1, 0]),
    ])
    func ending(_ ending: Ending, expected: [Event<String>], cancels: [Int]) {
        let (a, b) = (Driven<Int, ProbeError>(), Driven<Int, ProbeError>())
        let recorder = Recorder<String, ProbeError>()
        a.combineLatest(b) { "\($0),\($1)" }.subscribe(recorder)
        a.send(1)
        b.send(10)
        switch ending {
        case .firstFinishes:
            a.send(completion: .finished)
            b.send(20)                                      // the other goes on
        case .bothFinish:
            a.send(completion: .finished)
            b.send(completion: .finished)
        case .secondFails:
            b.send(completion: .failure(.broken))
            a.send(2)
        }
        #expect(recorder.events == expected)
        #expect([a.cancels, b.cancels] as [Int] == cancels)
    }

    @Test("combineLatest: every demand is asked of both; a combination with no demand is dropped; more demand goes to the side that sent")
    func demand() {
        let (a, b) = (Driven<Int, ProbeError>(), Driven<Int, ProbeError>())
        // Asks for one more after the combination with 3.
        let recorder = Recorder<String, ProbeError>(initial: .max(2)) { $0.hasPrefix("3,") ? .max(1) : .none }
        a.combineLatest(b) { "\($0),\($1)" }.subscribe(recorder)
        #expect(a.requests == [.max(2)] && b.requests == [.max(2)])
        a.send(1)
        b.send(10)
        a.send(2)
        b.send(20)                                          // no demand left: dropped
        #expect(recorder.values == ["1,10", "2,10"])
        recorder.request(.max(1))
        #expect(a.requests == [.max(2), .max(1)] && b.requests == [.max(2), .max(1)])
        a.send(3)                                           // the latest of b is 20
        #expect(recorder.values == ["1,10", "2,10", "3,20"])
        #expect(a.requests == [.max(2), .max(1), .max(1)] && b.requests == [.max(2), .max(1)])
    }

    @Test("combineLatest of three, and cancelling cancels every side")
    func threeAndCancel() {
        let sides = (Driven<Int, ProbeError>(), Driven<String, ProbeError>(), Driven<Bool, ProbeError>())
        let recorder = Recorder<String, ProbeError>()
        sides.0.combineLatest(sides.1, sides.2) { "\($0)\($1)\($2)" }.subscribe(recorder)
        sides.0.send(1)
        sides.1.send("a")
        sides.2.send(true)
        sides.1.send("b")
        let triple = Recorder<String, ProbeError>()
        sides.0.combineLatest(sides.1, sides.2).map { "\($0.0)\($0.1)\($0.2)" }.subscribe(triple)
        recorder.cancel()
        sides.0.send(2)
        #expect(recorder.values == ["1atrue", "1btrue"])
        #expect([sides.0.cancels, sides.1.cancels, sides.2.cancels] as [Int] == [1, 1, 1])
        #expect(triple.values.isEmpty)                      // it has not had a value of each yet
    }
}
