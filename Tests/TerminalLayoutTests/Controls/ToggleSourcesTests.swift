import Testing
@testable import TerminalLayout

/// `Toggle(sources:isOn:)` (iOS 16, TGL3): one box for many switches — on, off or mixed.
@MainActor
struct ToggleSourcesTests {
    struct Alarm: Identifiable {
        let id: Int
        var isOn: Bool
    }

    /// "All alarms" over the alarms' switches, then one toggle per alarm.
    private struct Alarms: View {
        @State var alarms: [Alarm]
        let seen: Seen
        var body: some View {
            seen.states = alarms.map(\.isOn)
            return VStack(alignment: .leading, spacing: 0) {
                Toggle("All alarms", sources: $alarms, isOn: \.isOn)
                ForEach($alarms) { $alarm in Toggle("Alarm \(alarm.id)", isOn: $alarm.isOn) }
            }
        }
    }

    final class Seen { var states: [Bool] = [] }

    @Test("The box: [x] all on, [ ] none (or no sources), [-] some", arguments: [
        ([true, true], "[x] All alarms"), ([false, false], "[ ] All alarms"), ([true, false], "[-] All alarms"),
        ([], "[ ] All alarms"),
    ])
    func box(_ states: [Bool], _ first: String) {
        let alarms = states.enumerated().map { Alarm(id: $0.offset, isOn: $0.element) }
        #expect(textFrame(Alarms(alarms: alarms, seen: Seen()), width: 20, height: 1) == [first])
    }

    @Test("Pressing it turns every source on; pressed when all are on, every one off", arguments: [
        ([true, false, false], [true, true, true]), ([false, false], [true, true]), ([true, true], [false, false]),
    ])
    func press(_ before: [Bool], _ after: [Bool]) {
        let seen = Seen()
        let alarms = before.enumerated().map { Alarm(id: $0.offset, isOn: $0.element) }
        let graph = ViewGraph(Alarms(alarms: alarms, seen: seen))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 4))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .space))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 4))
        #expect(seen.states == after)
    }

    @Test("The title, string and system-image forms label it as a toggle of its own would")
    func forms() {
        let switches = [Binding.constant(true), Binding.constant(true)]
        let title = "Both"
        #expect(textFrame(Toggle(title, sources: switches, isOn: \.self), width: 12, height: 1) == ["[x] Both"])
        #expect(textFrame(Toggle("Both", systemImage: "alarm", sources: switches, isOn: \.self), width: 12, height: 1)
                == textFrame(Toggle("Both", systemImage: "alarm", isOn: .constant(true)), width: 12, height: 1))
        #expect(textFrame(Toggle(sources: switches, isOn: \.self) { Text("Custom") }, width: 12, height: 1) == ["[x] Custom"])
    }
}
