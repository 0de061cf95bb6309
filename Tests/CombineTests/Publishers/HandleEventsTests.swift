import Testing
@testable import Combine

/// `handleEvents`: what the closures see, in order, and that values, completion, demand and
/// cancellation pass through unchanged.
struct HandleEventsTests {
    /// The events `handleEvents`' closures saw, in order.
    private final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    private static func watched(_ upstream: Driven<Int, ProbeError>, _ log: Log) -> Publishers.HandleEvents<Driven<Int, ProbeError>> {
        upstream.handleEvents(receiveSubscription: { _ in log.lines.append("subscription") },
                              receiveOutput: { log.lines.append("output \($0)") },
                              receiveCompletion: { log.lines.append("completion \($0)") },
                              receiveCancel: { log.lines.append("cancel") },
                              receiveRequest: { log.lines.append("request \($0)") })
    }

    @Test("handleEvents: each closure runs before its event passes on; the downstream's demand reaches the upstream",
          arguments: [
              (Subscribers.Completion<ProbeError>.finished, "completion finished", Event<Int>.finished),
              (.failure(.broken), "completion failure(broken)", .failure("broken")),
          ])
    func handleEvents(completion: Subscribers.Completion<ProbeError>, logged: String, received: Event<Int>) {
        let upstream = Driven<Int, ProbeError>()
        let log = Log()
        // Asks for 2, and for 1 more after the value 2.
        let recorder = Recorder<Int, ProbeError>(initial: .max(2)) { $0 == 2 ? .max(1) : .none }
        Self.watched(upstream, log).subscribe(recorder)
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: completion)
        // As in Combine, the downstream has its subscription (and asks) before the upstream's comes.
        #expect(log.lines == ["request max(2)", "subscription", "output 1", "output 2", "request max(1)", logged])
        #expect(recorder.events == [.value(1), .value(2), received])
        #expect(upstream.requests == [.max(2), .max(1)])
    }

    @Test("handleEvents: a cancel runs receiveCancel and cancels the upstream; nothing passes after it")
    func handleEventsCancel() {
        let upstream = Driven<Int, ProbeError>()
        let log = Log()
        let recorder = Recorder<Int, ProbeError>()
        Self.watched(upstream, log).subscribe(recorder)
        upstream.send(1)
        recorder.cancel()
        recorder.cancel()
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(log.lines == ["request unlimited", "subscription", "output 1", "cancel"])
        #expect(recorder.events == [.value(1)])
        #expect(upstream.cancels == 1)
    }

    @Test("handleEvents with no closures passes everything on")
    func handleEventsDefaults() {
        let recorder = Recorder<Int, Never>()
        Just(3).handleEvents().subscribe(recorder)
        #expect(recorder.events == [.value(3), .finished])
    }
}
