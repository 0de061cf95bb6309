import Testing
@testable import Combine

/// `subscribe(on:)`: subscribing, requests and cancelling go through the scheduler, values
/// do not; `drop(while:)`: values left out until the first the predicate rejects.
struct SubscribeOnAndDropWhileTests {
    @Test("Subscribing and each request wait for the scheduler; values pass at once")
    func subscribeOn() {
        let upstream = Driven<Int, ProbeError>()
        let scheduler = VirtualScheduler()
        let recorder = Recorder<Int, ProbeError>(initial: .max(2))
        upstream.subscribe(on: scheduler).subscribe(recorder)
        #expect(upstream.subscriberCount == 0)
        scheduler.advance()
        // Subscribed; the recorder's first demand, made then, went through the scheduler too
        // (which runs what is scheduled while it runs).
        #expect(upstream.subscriberCount == 1)
        #expect(upstream.requests == [.max(2)])
        upstream.send(7)
        #expect(recorder.events == [.value(7)])
        recorder.request(.max(3))
        #expect(upstream.requests == [.max(2)])
        scheduler.advance()
        #expect(upstream.requests == [.max(2), .max(3)])
        upstream.send(completion: .finished)
        #expect(recorder.events == [.value(7), .finished])
    }

    @Test("Cancelling goes through the scheduler too")
    func subscribeOnCancel() {
        let upstream = Driven<Int, ProbeError>()
        let scheduler = VirtualScheduler()
        let recorder = Recorder<Int, ProbeError>()
        upstream.subscribe(on: scheduler).subscribe(recorder)
        scheduler.advance()
        recorder.cancel()
        #expect(upstream.cancels == 0)
        scheduler.advance()
        #expect(upstream.cancels == 1)
    }

    @Test("drop(while:) leaves out values while the predicate holds, then sends every value; each left out is asked again",
          arguments: [([1, 2, 5, 1, 7], [5, 1, 7]), ([5, 1], [5, 1]), ([1, 2], []), ([], [])])
    func dropWhile(input: [Int], expected: [Int]) {
        let upstream = Driven<Int, ProbeError>()
        let recorder = Recorder<Int, ProbeError>()
        upstream.drop { $0 < 3 }.subscribe(recorder)
        for value in input { upstream.send(value) }
        upstream.send(completion: .finished)
        #expect(recorder.events == expected.map { .value($0) } + [.finished])
        // One value asked again for each left out.
        #expect(upstream.requests == [.unlimited] + Array(repeating: .max(1), count: input.count - expected.count))
    }

    @Test("Each subscription to drop(while:) drops on its own")
    func dropWhileSubscriptions() {
        let upstream = Driven<Int, ProbeError>()
        let dropping = upstream.drop { $0 < 3 }
        let early = Recorder<Int, ProbeError>()
        dropping.subscribe(early)
        upstream.send(5)
        let late = Recorder<Int, ProbeError>()
        dropping.subscribe(late)
        upstream.send(1)
        #expect(early.values == [5, 1] && late.values == [])
    }
}
