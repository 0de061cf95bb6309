import Testing
@testable import TerminalLayout

/// `EnvironmentValues.backgroundProminence` (APR1): `.increased` in a selected list row
/// (LIST5), `.standard` elsewhere unless set.
struct BackgroundProminenceTests {
    /// What each row read, by name.
    final class Seen: @unchecked Sendable {
        var prominence: [String: BackgroundProminence] = [:]
    }

    struct Row: View {
        let name: String
        let seen: Seen
        @Environment(\.backgroundProminence) private var prominence
        var body: some View {
            seen.prominence[name] = prominence
            return Text(name)
        }
    }

    @Test("A selected row reads .increased, the others .standard", arguments: [1, 2, 3])
    func selectedRow(_ selected: Int) {
        let seen = Seen()
        let list = List(selection: .constant(Optional(selected))) {
            ForEach(1...3, id: \.self) { Row(name: "row \($0)", seen: seen).tag($0) }
        }
        _ = ViewGraph(list).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(seen.prominence.count == 3)
        for row in 1...3 {
            #expect(seen.prominence["row \(row)"] == (row == selected ? .increased : .standard))
        }
    }

    @Test("Unset it is .standard; set through the environment, the innermost value wins",
          arguments: [(BackgroundProminence?.none, BackgroundProminence.standard), (.increased, .increased),
                      (.standard, .standard)])
    func environment(_ set: BackgroundProminence?, expected: BackgroundProminence) {
        let seen = Seen()
        let row = Row(name: "r", seen: seen)
        let view: AnyView = set.map {
            AnyView(row.environment(\.backgroundProminence, $0).environment(\.backgroundProminence, .increased))
        } ?? AnyView(row)
        _ = ViewGraph(view).layout(proposal: ProposedViewSize(width: 5, height: 1))
        #expect(seen.prominence["r"] == expected)
    }
}
