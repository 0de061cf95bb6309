import Testing
@testable import TerminalLayout

/// A text that a task sets: "idle", then "loading", then — after an
/// `await` — "done" (widths 4, 7, 4).
private struct Loader: View {
    @State private var status = "idle"
    let log: EventLog
    var body: some View {
        Text(status).id("status").task {
            log.note("start")
            status = "loading"
            await Task.yield()
            status = "done!"
        }
    }
}

/// A text whose task sleeps until cancelled, noting it.
private struct Sleeper: View {
    let name: String
    let log: EventLog
    var body: some View {
        Text(name).task {
            log.note("start \(name)")
            do {
                try await Task.sleep(for: .seconds(3_600))
                log.note("woke \(name)")
            } catch {
                log.note("cancelled \(name)")
            }
        }
    }
}

/// A text whose task, keyed by `id`, sleeps until cancelled.
private struct Keyed: View {
    let id: Int
    let log: EventLog
    var body: some View {
        Text("k").task(id: id, priority: .low) {
            log.note("start \(id)")
            do { try await Task.sleep(for: .seconds(3_600)) } catch { log.note("cancelled \(id)") }
        }
    }
}

/// `task(priority:_:)` and `task(id:priority:_:)` (TASK1): a view's task
/// starts when it appears, runs on the main actor, and is cancelled when
/// the view goes away or its id changes.
@MainActor
struct TaskTests {
    static let screen = ProposedViewSize(width: 80, height: 24)

    /// Lets the main actor run waiting tasks until `done` holds (or 5,000
    /// turns of about a millisecond have passed). Turns, not a deadline: in
    /// a full `swift test` run another suite may hold the main actor for a
    /// minute, and the time spent waiting for it must not count.
    static func settle(until done: () -> Bool) async {
        var turns = 0
        while !done(), turns < 5_000 {
            turns += 1
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Lets the main actor run waiting tasks for a few turns (what would
    /// happen, if anything were to).
    static func turns() async {
        for _ in 0..<20 {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test("Starts once the view appears; the state it sets after an await is the next frame's; never started again")
    func startsAndSetsState() async {
        let log = EventLog()
        let graph = ViewGraph(Loader(log: log))
        // The first frame is made before the task runs.
        #expect(graph.layout(proposal: Self.screen).frame(for: "status")?.width == 4)
        await Self.settle { log.events.count == 1 }
        await Self.turns()  // the task goes on after its await and finishes
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: Self.screen).frame(for: "status")?.width == 5)
        // Updates and relayouts keep the view: the task is not started again.
        graph.update(Loader(log: log))
        _ = graph.layout(proposal: ProposedViewSize(width: 40, height: 10))
        await Self.turns()
        #expect(log.take() == ["start"])
    }

    @Test("A view that goes away cancels its task; one that stays keeps it",
          arguments: [
              (true, false, ["start a", "start b", "cancelled b"]),
              (false, true, ["start a", "start b", "cancelled a"]),
          ])
    func cancelledWhenGone(keepA: Bool, keepB: Bool, expected: [String]) async {
        let log = EventLog()
        @ViewBuilder func pair(_ a: Bool, _ b: Bool) -> some View {
            VStack {
                if a { Sleeper(name: "a", log: log) }
                if b { Sleeper(name: "b", log: log) }
            }
        }
        let graph = ViewGraph(pair(true, true))
        _ = graph.layout(proposal: Self.screen)
        await Self.settle { log.events.count == 2 }
        graph.update(pair(keepA, keepB))
        _ = graph.layout(proposal: Self.screen)
        await Self.settle { log.events.count == 3 }
        await Self.turns()
        #expect(log.take() == expected)
    }

    @Test("Releasing the graph cancels every task")
    func releasingTheGraph() async {
        let log = EventLog()
        var graph: ViewGraph? = ViewGraph(VStack { Sleeper(name: "a", log: log); Sleeper(name: "b", log: log) })
        _ = graph?.layout(proposal: Self.screen)
        await Self.settle { log.events.count == 2 }
        graph = nil
        await Self.settle { log.events.count == 4 }
        #expect(Set(log.take()) == ["start a", "start b", "cancelled a", "cancelled b"])
    }

    @Test("task(id:): a new id cancels the last run and starts another; the same id starts nothing",
          arguments: [
              ([1, 1, 1], ["start 1"]),
              ([1, 2], ["start 1", "cancelled 1", "start 2"]),
              ([1, 1, 2, 2, 3], ["start 1", "cancelled 1", "start 2", "cancelled 2", "start 3"]),
          ])
    func restartsOnNewID(ids: [Int], expected: [String]) async {
        let log = EventLog()
        let graph = ViewGraph(Keyed(id: ids[0], log: log))
        _ = graph.layout(proposal: Self.screen)
        await Self.settle { !log.events.isEmpty }
        for id in ids.dropFirst() {
            graph.update(Keyed(id: id, log: log))
            _ = graph.layout(proposal: Self.screen)
            await Self.turns()
        }
        // A cancelled run notes it when it next runs: before or after the
        // new run starts (the order of two main-actor jobs is not promised).
        #expect(log.take().sorted() == expected.sorted())
    }
}
