import Testing
@testable import Combine

/// `switchToLatest()`: only the latest publisher's values; the one before is cancelled;
/// the demand not yet met is asked of the new one.
struct SwitchToLatestTests {
    private typealias Inner = Driven<String, ProbeError>

    @Test("switchToLatest: the latest publisher's values; the one before is cancelled and no longer heard")
    func switches() {
        let outer = PassthroughSubject<Inner, ProbeError>()
        let (a, b) = (Inner(), Inner())
        let recorder = Recorder<String, ProbeError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(a)
        a.send("a1")
        outer.send(b)
        #expect(a.cancels == 1)
        a.send("a2")
        b.send("b1")
        outer.send(completion: .finished)
        #expect(recorder.events == [.value("a1"), .value("b1")])      // b goes on
        b.send("b2")
        b.send(completion: .finished)
        #expect(recorder.events == [.value("a1"), .value("b1"), .value("b2"), .finished])
    }

    @Test("switchToLatest: the upstream is asked for every publisher; each new one for the demand not yet met")
    func demand() {
        let outer = Driven<Inner, ProbeError>()
        let (a, b) = (Inner(), Inner())
        let recorder = Recorder<String, ProbeError>(initial: .max(3))
        outer.switchToLatest().subscribe(recorder)
        #expect(outer.requests == [.unlimited])
        outer.send(a)
        #expect(a.requests == [.max(3)])
        a.send("a1")
        outer.send(b)
        #expect(b.requests == [.max(2)])
        recorder.request(.max(4))
        #expect(b.requests == [.max(2), .max(4)])
    }

    enum Failing: String, CaseIterable, CustomTestStringConvertible {
        case upstream, latest
        var testDescription: String { rawValue }
    }

    @Test("switchToLatest: a failure of the upstream or the latest publisher cancels the other and ends the stream",
          arguments: Failing.allCases)
    func failure(_ failing: Failing) {
        let outer = Driven<Inner, ProbeError>()
        let a = Inner()
        let recorder = Recorder<String, ProbeError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(a)
        switch failing {
        case .upstream: outer.send(completion: .failure(.broken))
        case .latest: a.send(completion: .failure(.broken))
        }
        #expect(recorder.events == [.failure("broken")])
        #expect(a.cancels == (failing == .upstream ? 1 : 0))
        #expect(outer.cancels == (failing == .latest ? 1 : 0))
    }

    @Test("switchToLatest: cancelling cancels the upstream and the latest publisher")
    func cancel() {
        let outer = Driven<Inner, ProbeError>()
        let a = Inner()
        let recorder = Recorder<String, ProbeError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(a)
        recorder.cancel()
        a.send("late")
        #expect(outer.cancels == 1 && a.cancels == 1)
        #expect(recorder.events.isEmpty)
    }

    @Test("switchToLatest's failure-adapting forms")
    func overloads() {
        let never = PassthroughSubject<Just<Int>, Never>()
        let plain = Recorder<Int, Never>()
        let neither: Publishers.SwitchToLatest<Just<Int>, PassthroughSubject<Just<Int>, Never>> = never.switchToLatest()
        neither.subscribe(plain)
        never.send(Just(1))
        never.send(Just(2))
        never.send(completion: .finished)
        #expect(plain.events == [.value(1), .value(2), .finished])

        let failingInner = Recorder<Int, ProbeError>()
        let typedUp: Publishers.SwitchToLatest<Fail<Int, ProbeError>,
                                               Publishers.SetFailureType<Just<Fail<Int, ProbeError>>, ProbeError>> =
            Just(Fail<Int, ProbeError>(error: .broken)).switchToLatest()
        typedUp.subscribe(failingInner)
        #expect(failingInner.events == [.failure("broken")])

        let failingOuter = PassthroughSubject<Just<Int>, ProbeError>()
        let typedIn = Recorder<Int, ProbeError>()
        failingOuter.switchToLatest().subscribe(typedIn)
        failingOuter.send(Just(5))
        failingOuter.send(completion: .failure(.other))
        #expect(typedIn.events == [.value(5), .failure("other")])
    }
}
