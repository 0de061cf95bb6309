import Testing
@testable import Combine

/// `zip`: values paired in order; finished once a side is finished with nothing left to
/// pair; demand asked of every side; cancellation.
struct ZipTests {
    @Test("zip: the first of each, then the second of each; values wait for their pair")
    func pairs() {
        let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<String, Never>())
        let recorder = Recorder<String, Never>()
        a.zip(b) { "\($0)\($1)" }.subscribe(recorder)
        let tuples = Recorder<String, Never>()
        a.zip(b).map { "\($0.0)-\($0.1)" }.subscribe(tuples)
        a.send(1)
        a.send(2)
        b.send("x")
        b.send("y")
        b.send("z")
        #expect(recorder.values == ["1x", "2y"])
        a.send(3)
        #expect(recorder.values == ["1x", "2y", "3z"])
        #expect(tuples.values == ["1-x", "2-y", "3-z"])
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case finishedWithNothingQueued, finishedWithOneQueued, fails
        var testDescription: String { rawValue }
    }

    @Test("zip: finished once a finished side has nothing left to pair, the other cancelled; a failure cancels the other",
          arguments: [
              (Ending.finishedWithNothingQueued, [Event<String>.value("1x"), .finished], 1),
              (.finishedWithOneQueued, [.value("1x"), .value("2y"), .finished], 1),
              (.fails, [.value("1x"), .failure("broken")], 1),
          ])
    func ending(_ ending: Ending, expected: [Event<String>], otherCancels: Int) {
        let (a, b) = (Driven<Int, ProbeError>(), Driven<String, ProbeError>())
        let recorder = Recorder<String, ProbeError>()
        a.zip(b) { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        b.send("x")
        switch ending {
        case .finishedWithNothingQueued:
            a.send(completion: .finished)
        case .finishedWithOneQueued:
            a.send(2)
            a.send(completion: .finished)
            #expect(recorder.events == [.value("1x")])     // 2 still waits for its pair
            b.send("y")
        case .fails:
            a.send(completion: .failure(.broken))
        }
        b.send("late")
        #expect(recorder.events == expected)
        #expect(b.cancels == otherCancels && a.cancels == 0)
    }

    @Test("zip: every demand is asked of both sides, the additional demand too")
    func demand() {
        let (a, b) = (Driven<Int, ProbeError>(), Driven<Int, ProbeError>())
        let recorder = Recorder<Int, ProbeError>(initial: .max(1)) { _ in .max(2) }
        a.zip(b, +).subscribe(recorder)
        #expect(a.requests == [.max(1)] && b.requests == [.max(1)])
        a.send(1)
        b.send(10)
        #expect(recorder.values == [11])
        #expect(a.requests == [.max(1), .max(2)] && b.requests == [.max(1), .max(2)])
        recorder.request(.max(3))
        #expect(a.demanded == .max(6) && b.demanded == .max(6))
    }

    @Test("zip of three, and cancelling cancels every side")
    func threeAndCancel() {
        let sides = (Driven<Int, ProbeError>(), Driven<String, ProbeError>(), Driven<Bool, ProbeError>())
        let recorder = Recorder<String, ProbeError>()
        sides.0.zip(sides.1, sides.2) { "\($0)\($1)\($2)" }.subscribe(recorder)
        let triple = Recorder<String, ProbeError>()
        sides.0.zip(sides.1, sides.2).map { "\($0.0)\($0.1)\($0.2)" }.subscribe(triple)
        sides.0.send(1)
        sides.0.send(2)
        sides.1.send("a")
        sides.2.send(true)
        sides.1.send("b")
        sides.2.send(false)
        #expect(recorder.values == ["1atrue", "2bfalse"] && triple.values == recorder.values)
        recorder.cancel()
        sides.0.send(3)
        #expect([sides.0.cancels, sides.1.cancels, sides.2.cancels] as [Int] == [1, 1, 1])
    }
}
