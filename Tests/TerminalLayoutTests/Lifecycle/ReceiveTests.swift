import Foundation
import Testing
@testable import Combine
@testable import TerminalLayout

/// SwiftUI's timer example, verbatim: it compiles with `import TerminalLayout`. (In a
/// namespace, so that its name does not hide the standard library's `Clock` elsewhere.)
private enum SwiftUIExample {
struct Clock: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}
}

/// The same clock, ticking every 10 ms.
private struct FastClock: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}

/// A text adding up what a subject sends, noting each value under its label.
private struct Counter: View {
    @State private var total = 0
    let subject: PassthroughSubject<Int, Never>
    let label: String
    let log: EventLog
    var body: some View {
        Text("\(total)").onReceive(subject) { value in
            log.note("\(label) \(value)")
            total += value
        }
    }
}

private final class Model: ObservableObject {
    @Published var count = 0
}

/// A text showing a model's count through its `$count` publisher (no observation of the model).
private struct PublishedCount: View {
    @State private var shown = -1
    let model: Model
    var body: some View {
        Text("\(shown)").onReceive(model.$count) { shown = $0 }
    }
}

/// A text showing the last notification's "n".
private struct NotificationText: View {
    @State private var text = "none"
    let center: NotificationCenter
    var body: some View {
        Text(text).onReceive(center.publisher(for: ReceiveTests.ping)) { note in
            text = note.userInfo?["n"] as? String ?? "?"
        }
    }
}

/// A text set from `Just(5)`.
private struct JustFive: View {
    @State private var value = 0
    var body: some View {
        Text("\(value)").onReceive(Just(5)) { value = $0 }
    }
}

/// A text showing a subject's values through an operator chain, delivered on the main run loop.
private struct Chained: View {
    @State private var shown: [String] = []
    let subject: CurrentValueSubject<Int, Never>
    var body: some View {
        Text(shown.joined(separator: ",")).onReceive(
            subject.filter { $0 >= 0 }.removeDuplicates().map { "\($0 * 10)" }.receive(on: RunLoop.main)
        ) { shown.append($0) }
    }
}

/// `View.onReceive(_:perform:)` (RCV1): a view subscribes when it appears and cancels when
/// it goes away; its action runs on the main thread, and the state it sets is shown by the
/// next layout.
@MainActor
struct ReceiveTests {
    static let ping = Notification.Name("ReceiveTests.ping")

    /// The text a graph shows in its first row (40 × 1 cells).
    static func shown(_ graph: ViewGraph) -> String {
        textFrame(graph.layout(proposal: ProposedViewSize(width: 40, height: 1)), width: 40, height: 1)[0]
    }

    @Test("SwiftUI's Clock: subscribed (its timer connected) while in the graph, not after; the first frame shows 0")
    func clock() {
        let clock = SwiftUIExample.Clock()
        #expect(!clock.timer.upstream.isConnected)      // before the view appears
        var graph: ViewGraph? = ViewGraph(clock)        // the first update: it appears
        #expect(Self.shown(graph!) == "0")
        #expect(clock.timer.upstream.isConnected)
        graph = nil
        #expect(!clock.timer.upstream.isConnected)
    }

    @Test("A 10 ms clock: the ticks its timer sends are shown by the next layout")
    func fastClock() async {
        let graph = ViewGraph(FastClock())
        #expect(Self.shown(graph) == "0")
        await SchedulingTests.settle { (Int(Self.shown(graph)) ?? 0) >= 3 }
        #expect((Int(Self.shown(graph)) ?? 0) >= 3)
    }

    @Test("What a subject sends is added up and shown by the next layout",
          arguments: [
              ([Int](), "0"),
              ([1], "1"),
              ([2, 3], "5"),
              ([4, -4, 10], "10"),
          ])
    func subject(sends: [Int], expected: String) {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let graph = ViewGraph(Counter(subject: subject, label: "a", log: log))
        #expect(Self.shown(graph) == "0")
        for value in sends { subject.send(value) }
        #expect(Self.shown(graph) == expected)
        #expect(log.take() == sends.map { "a \($0)" })
    }

    @Test("A view value subscribes nothing until it appears; an update that keeps it keeps its one subscription, with the newest action")
    func keptAcrossUpdates() {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let counter = Counter(subject: subject, label: "a", log: log)
        #expect(subject.subscriberCount == 0)
        let graph = ViewGraph(counter)                  // the first update: it appears
        #expect(subject.subscriberCount == 1)
        _ = Self.shown(graph)
        subject.send(1)
        graph.update(Counter(subject: subject, label: "b", log: log))
        #expect(Self.shown(graph) == "1")               // its state is kept
        #expect(subject.subscriberCount == 1)
        subject.send(2)
        #expect(Self.shown(graph) == "3")
        #expect(log.take() == ["a 1", "b 2"])
    }

    @Test("A view that goes away cancels; its action is no longer called. One that stays keeps receiving",
          arguments: [(true, false, ["a 1", "b 1", "a 2"]), (false, true, ["a 1", "b 1", "b 2"])])
    func removedView(keepA: Bool, keepB: Bool, expected: [String]) {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        @ViewBuilder func pair(_ a: Bool, _ b: Bool) -> some View {
            VStack {
                if a { Counter(subject: subject, label: "a", log: log) }
                if b { Counter(subject: subject, label: "b", log: log) }
            }
        }
        let graph = ViewGraph(pair(true, true))
        _ = Self.shown(graph)
        subject.send(1)
        graph.update(pair(keepA, keepB))
        _ = Self.shown(graph)
        #expect(subject.subscriberCount == 1)
        subject.send(2)
        #expect(log.take() == expected)
    }

    @Test("Releasing the graph cancels every subscription")
    func releasingTheGraph() {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        var graph: ViewGraph? = ViewGraph(VStack {
            Counter(subject: subject, label: "a", log: log)
            Counter(subject: subject, label: "b", log: log)
        })
        _ = Self.shown(graph!)
        #expect(subject.subscriberCount == 2)
        graph = nil
        subject.send(1)
        #expect(subject.subscriberCount == 0)
        #expect(log.take() == [])
    }

    @Test("onReceive(model.$count): the current count in the first frame, then each new one")
    func publishedProperty() {
        let model = Model()
        model.count = 4
        let graph = ViewGraph(PublishedCount(model: model))
        #expect(Self.shown(graph) == "4")
        model.count = 7
        #expect(Self.shown(graph) == "7")
    }

    @Test("onReceive(Just(5)): the first frame shows 5")
    func just() {
        #expect(Self.shown(ViewGraph(JustFive())) == "5")
    }

    @Test("onReceive(NotificationCenter.publisher(for:)): a posted notification is shown by the next layout")
    func notification() {
        let center = NotificationCenter()
        let graph = ViewGraph(NotificationText(center: center))
        #expect(Self.shown(graph) == "none")
        center.post(name: Self.ping, object: nil, userInfo: ["n": "42"])
        #expect(Self.shown(graph) == "42")
    }

    @Test("An operator chain delivered on RunLoop.main: the current value, then new distinct non-negative ones")
    func chain() async {
        let subject = CurrentValueSubject<Int, Never>(1)
        let graph = ViewGraph(Chained(subject: subject))
        #expect(Self.shown(graph) == "")               // delivered later, on the main queue
        await SchedulingTests.settle { Self.shown(graph) == "10" }
        for value in [1, -3, 2, 2, 3] { subject.send(value) }
        await SchedulingTests.settle { Self.shown(graph) == "10,20,30" }
        #expect(Self.shown(graph) == "10,20,30")
    }

    @Test("A value sent from another thread runs the action on the main thread; the next layout shows it")
    func fromAnotherThread() async {
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let graph = ViewGraph(Counter(subject: subject, label: "a", log: log))
        _ = Self.shown(graph)
        await Task.detached { subject.send(6) }.value
        await SchedulingTests.settle { !log.events.isEmpty }
        #expect(log.take() == ["a 6"])
        #expect(Self.shown(graph) == "6")
    }
}
