import Testing
@testable import Combine

/// `share()` and `print(_:to:)`.
struct ShareAndPrintTests {
    @Test("share: one upstream subscription for every subscriber; a late one gets only later values")
    func shares() {
        let upstream = Driven<Int, ProbeError>()
        let shared = upstream.share()
        let first = Recorder<Int, ProbeError>(), second = Recorder<Int, ProbeError>()
        shared.subscribe(first)
        upstream.send(1)
        shared.subscribe(second)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(upstream.subscriberCount == 1 && upstream.requests == [.unlimited])
        #expect(first.events == [.value(1), .value(2), .finished])
        #expect(second.events == [.value(2), .finished])
        // After the completion, a new subscriber gets it at once; the upstream is not subscribed to again.
        let late = Recorder<Int, ProbeError>()
        shared.subscribe(late)
        #expect(late.events == [.finished] && upstream.subscriberCount == 1)
        #expect(shared == shared && shared != upstream.share())
    }

    @Test("share: the upstream is cancelled when the last subscriber cancels, and subscribed to again after")
    func sharedCancel() {
        let upstream = Driven<Int, ProbeError>()
        let shared = upstream.share()
        let first = Recorder<Int, ProbeError>(), second = Recorder<Int, ProbeError>()
        shared.subscribe(first)
        shared.subscribe(second)
        first.cancel()
        #expect(upstream.cancels == 0)
        second.cancel()
        #expect(upstream.cancels == 1)
        shared.subscribe(Recorder<Int, ProbeError>())
        #expect(upstream.subscriberCount == 2)
    }

    @Test("share: a deferred future's work runs once for all its subscribers")
    func sharedWork() {
        var runs = 0
        let subject = PassthroughSubject<Void, Never>()
        let shared = subject.flatMap { Deferred { Future<Int, Never> { runs += 1; $0(.success(runs)) } } }.share()
        let a = Recorder<Int, Never>(), b = Recorder<Int, Never>()
        shared.subscribe(a)
        shared.subscribe(b)
        subject.send()
        #expect(runs == 1 && a.values == [1] && b.values == [1])
    }

    /// Collects what `print` writes.
    private final class Lines: TextOutputStream, @unchecked Sendable {
        var text = ""
        func write(_ string: String) { text += string }
        var lines: [String] { text.split(separator: "\n").map(String.init) }
    }

    @Test("print: a line for each event, after the prefix, in Combine's words")
    func prints() {
        let lines = Lines()
        let recorder = Recorder<Int, Never>(initial: .max(1)) { _ in .max(2) }
        Just(7).print("p", to: lines).subscribe(recorder)
        #expect(lines.lines.first?.hasPrefix("p: receive subscription: (") == true)
        #expect(Array(lines.lines.dropFirst()) == ["p: request max: (1)", "p: receive value: (7)",
                                                   "p: request max: (2) (synchronous)", "p: receive finished"])
        #expect(recorder.events == [.value(7), .finished])

        let plain = Lines()
        let subject = PassthroughSubject<Int, ProbeError>()
        let cancelled = Recorder<Int, ProbeError>()
        subject.print(to: plain).subscribe(cancelled)
        subject.send(1)
        cancelled.cancel()
        #expect(Array(plain.lines.dropFirst()) == ["request unlimited", "receive value: (1)", "receive cancel"])
        #expect(subject.subscriberCount == 0)

        let failed = Lines()
        Fail<Int, ProbeError>(error: .broken).print("f", to: failed).subscribe(Recorder<Int, ProbeError>())
        #expect(failed.lines.last == "f: receive error: (broken)")
    }
}
