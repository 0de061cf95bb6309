import Testing
@testable import Combine

/// `delay` and `throttle` on a virtual clock: each value's time worked out by hand.
struct TimedOperatorTests {
    @Test("delay: each value and the completion, the interval after they came")
    func delay() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, ProbeError>()
        let recorder = Recorder<String, ProbeError>()
        subject.delay(for: .milliseconds(100), scheduler: scheduler).map { "\($0)@\(scheduler.now)" }.subscribe(recorder)
        subject.send(1)                                          // at 0
        scheduler.advance(by: 50)
        subject.send(2)                                          // at 50
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: 50)
        #expect(recorder.values == ["1@100ms"])
        subject.send(completion: .failure(.broken))              // at 100
        scheduler.advance(by: 60)
        #expect(recorder.events == [.value("1@100ms"), .value("2@150ms")])
        scheduler.advance(by: 40)
        #expect(recorder.events == [.value("1@100ms"), .value("2@150ms"), .failure("broken")])
        #expect(scheduler.requests.map(\.due.milliseconds) == [100, 150, 200])
    }

    @Test("delay: the demand is asked of the upstream, the additional demand once delivered; nothing after a cancel")
    func delayDemand() {
        let scheduler = VirtualScheduler()
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>(initial: .max(1)) { _ in .max(1) }
        upstream.delay(for: 10, tolerance: 5, scheduler: scheduler).subscribe(recorder)
        #expect(upstream.requests == [.max(1)])
        upstream.send(1)
        #expect(upstream.requests == [.max(1)])
        scheduler.advance(by: 10)
        #expect(upstream.requests == [.max(1), .max(1)])
        upstream.send(2)
        recorder.cancel()
        scheduler.advance(by: 10)
        #expect(recorder.values == [1])
        #expect(upstream.cancels == 1)
    }

    @Test("throttle: at most one value per interval, the first or the latest of those within it", arguments: [
        (false, ["1@0ms", "2@100ms", "4@200ms"]), (true, ["1@0ms", "3@100ms", "5@200ms"]),
    ])
    func throttle(latest: Bool, expected: [String]) {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<String, Never>()
        subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: latest)
            .map { "\($0)@\(scheduler.now)" }.subscribe(recorder)
        // Sent at 0, 10, 20, 150, 160.
        for (time, value) in [(0, 1), (10, 2), (20, 3), (150, 4), (160, 5)] {
            scheduler.advance(by: time - scheduler.now.milliseconds)
            subject.send(value)
        }
        subject.send(completion: .finished)                      // goes after the value waiting
        scheduler.advance(by: 200)
        #expect(recorder.events == expected.map { .value($0) } + [.finished])
    }

    @Test("throttle: the upstream is asked for every value; one that comes with no demand is dropped; a cancel reaches the upstream")
    func throttleDemand() {
        let scheduler = VirtualScheduler()
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>(initial: .max(1))
        upstream.throttle(for: 100, scheduler: scheduler, latest: true).subscribe(recorder)
        #expect(upstream.requests == [.unlimited])
        upstream.send(1)
        scheduler.advance()
        scheduler.advance(by: 200)
        upstream.send(2)                                         // no demand: dropped
        scheduler.advance(by: 200)
        recorder.request(.max(1))
        upstream.send(3)
        scheduler.advance()
        #expect(recorder.values == [1, 3])
        recorder.cancel()
        #expect(upstream.cancels == 1)
    }
}
