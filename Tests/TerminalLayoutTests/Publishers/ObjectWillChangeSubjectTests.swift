import Testing
@testable import TerminalLayout

/// An object whose `objectWillChange` is a subject, as SwiftUI code declares it by hand.
private final class Thermometer: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var degrees = 20 { willSet { if announces { objectWillChange.send() } } }
    var announces = true
}

/// An object whose `objectWillChange` is a current-value subject (it sends on subscribing).
private final class Gauge: ObservableObject {
    let objectWillChange = CurrentValueSubject<Int, Never>(0)
    var level = 1 { willSet { objectWillChange.send(newValue) } }
}

private struct Reading: View {
    @ObservedObject var thermometer: Thermometer
    var body: some View { Text("\(thermometer.degrees)") }
}

private struct GaugeReading: View {
    @ObservedObject var gauge: Gauge
    let log: EventLog
    var body: some View {
        log.note("body")
        return Text("\(gauge.level)")
    }
}

/// OBS1 with a publisher of another type as `objectWillChange` (RCV1): views observe it
/// too; a change it does not announce is not seen.
@MainActor
struct ObjectWillChangeSubjectTests {
    static func shown(_ graph: ViewGraph) -> String {
        textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 1)), width: 10, height: 1)[0]
    }

    @Test("A PassthroughSubject objectWillChange: an announced change is shown by the next layout, an unannounced one is not",
          arguments: [(true, "25"), (false, "20")])
    func passthrough(announces: Bool, expected: String) {
        let thermometer = Thermometer()
        let graph = ViewGraph(Reading(thermometer: thermometer))
        #expect(Self.shown(graph) == "20")
        thermometer.announces = announces
        thermometer.degrees = 25
        #expect(Self.shown(graph) == expected)
    }

    @Test("A CurrentValueSubject objectWillChange: the value sent as the view subscribes leaves nothing to update; a later send updates it")
    func currentValue() {
        let gauge = Gauge()
        let log = EventLog()
        let graph = ViewGraph(GaugeReading(gauge: gauge, log: log))
        #expect(Self.shown(graph) == "1")
        _ = log.take()
        // Subscribed, the view is not marked changed: laid out again, its body does not run.
        #expect(!graph.needsUpdate)
        #expect(Self.shown(graph) == "1")
        #expect(log.take() == [])
        gauge.level = 2
        #expect(graph.needsUpdate)
        #expect(Self.shown(graph) == "2")
        #expect(log.take() == ["body"])
    }
}
