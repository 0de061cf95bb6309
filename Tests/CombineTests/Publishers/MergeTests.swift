import Dispatch
import Foundation
import Testing
@testable import Combine

/// `merge(with:)`, `Merge3` and `MergeMany`: values as they come, finished once all have,
/// the first failure, demand one value at a time from each, and cancellation.
struct MergeTests {
    @Test("merge(with:): values as they come, from either; finished once both have")
    func merges() {
        let (a, b) = (PassthroughSubject<Int, ProbeError>(), PassthroughSubject<Int, ProbeError>())
        let recorder = Recorder<Int, ProbeError>()
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(20)
        a.send(2)
        a.send(completion: .finished)
        b.send(30)
        #expect(recorder.events == [.value(1), .value(20), .value(2), .value(30)])
        b.send(completion: .finished)
        #expect(recorder.events.last == .finished)
    }

    @Test("merge: a failure of either cancels the other and ends the stream", arguments: [0, 1])
    func failure(failing: Int) {
        let sources = [Driven<Int, ProbeError>(), Driven<Int, ProbeError>()]
        let recorder = Recorder<Int, ProbeError>()
        sources[0].merge(with: sources[1]).subscribe(recorder)
        sources[0].send(1)
        sources[failing].send(completion: .failure(.broken))
        sources[1 - failing].send(2)
        #expect(recorder.events == [.value(1), .failure("broken")])
        #expect(sources[1 - failing].cancels == 1 && sources[failing].cancels == 0)
    }

    @Test("merge: each source is asked for one value at a time; one beyond the demand waits")
    func demand() {
        let (a, b) = (Driven<Int, ProbeError>(), Driven<Int, ProbeError>())
        let recorder = Recorder<Int, ProbeError>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        #expect(a.requests == [.max(1)] && b.requests == [.max(1)])
        b.send(10)
        a.send(1)                          // no demand left: waits
        #expect(recorder.values == [10])
        #expect(b.requests == [.max(1), .max(1)] && a.requests == [.max(1)])
        recorder.request(.max(1))
        #expect(recorder.values == [10, 1])
        #expect(a.requests == [.max(1), .max(1)])
    }

    @Test("merge: cancelling cancels every source")
    func cancel() {
        let sources = [Driven<Int, ProbeError>(), Driven<Int, ProbeError>(), Driven<Int, ProbeError>()]
        let recorder = Recorder<Int, ProbeError>()
        sources[0].merge(with: sources[1], sources[2]).subscribe(recorder)
        recorder.cancel()
        sources[2].send(1)
        #expect(sources.map(\.cancels) == [1, 1, 1])
        #expect(recorder.events.isEmpty)
    }

    @Test("Merge3 and MergeMany: every source's values; finished once all have")
    func manySources() {
        let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
        let three = Recorder<Int, Never>()
        let merge3: Publishers.Merge3 = subjects[0].merge(with: subjects[1]).merge(with: subjects[2])
        merge3.subscribe(three)
        let many = Recorder<Int, Never>()
        Publishers.MergeMany(subjects[0], subjects[1]).merge(with: subjects[2]).subscribe(many)
        for (index, subject) in subjects.enumerated() { subject.send(index) }
        for subject in subjects.reversed() { subject.send(completion: .finished) }
        #expect(three.events == [.value(0), .value(1), .value(2), .finished])
        #expect(many.events == [.value(0), .value(1), .value(2), .finished])
        #expect(Publishers.MergeMany([Just(1), Just(2)]).publishers == [Just(1), Just(2)])
    }

    @Test("merge of publishers that send at once: all their values, in subscription order")
    func synchronousSources() {
        let recorder = Recorder<Int, Never>()
        Publishers.MergeMany(Just(1), Just(2), Just(3)).subscribe(recorder)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .finished])
        let limited = Recorder<Int, Never>(initial: .max(2))
        Just(1).merge(with: Just(2), Just(3)).subscribe(limited)
        #expect(limited.events == [.value(1), .value(2)])
        limited.request(.max(1))
        #expect(limited.events == [.value(1), .value(2), .value(3), .finished])
    }

    /// Counts values, and whether two calls ever overlapped.
    private final class Overlaps: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never
        private let lock = NSLock()
        private var inside = 0
        private(set) var overlapped = false
        private(set) var count = 0
        private(set) var finished = false

        func receive(subscription: any Subscription) { subscription.request(.unlimited) }
        func receive(_ input: Int) -> Subscribers.Demand {
            lock.withLock {
                inside += 1
                if inside > 1 { overlapped = true }
            }
            usleep(1)
            lock.withLock {
                count += 1
                inside -= 1
            }
            return .none
        }
        func receive(completion: Subscribers.Completion<Never>) { lock.withLock { finished = true } }
    }

    @Test("merge: values sent from two threads at once all arrive, one call at a time", .timeLimit(.minutes(1)))
    func concurrentSources() {
        let subjects = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let subscriber = Overlaps()
        subjects[0].merge(with: subjects[1]).subscribe(subscriber)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<500 { subjects[index].send(value) }
            subjects[index].send(completion: .finished)
        }
        #expect(subscriber.count == 1000 && subscriber.finished)
        #expect(!subscriber.overlapped)
    }
}
