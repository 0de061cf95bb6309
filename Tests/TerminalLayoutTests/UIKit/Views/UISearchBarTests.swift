import Foundation
import Testing
@testable import TerminalLayout

/// `UISearchBar` and `UISwitch` in `UIViewRepresentable`s (UIV1).
@MainActor
struct UISearchBarTests {
    @Test("Typing tells the delegate the text; Return is the search button; the state the coordinator sets follows")
    func searching() {
        let log = FieldLog()
        let screen = KeyedScreen(SearchBarHost(log: log), width: 20, height: 2)
        #expect(screen.text == ["query:", "⌕ Search"])
        screen.press(.tab)
        for key in "ab" { screen.press(KeyEquivalent(key)) }
        screen.press(.return)
        #expect(screen.text == ["query: ab", "⌕ ab"])
        #expect(log.calls == ["begin", "changed a", "changed ab", "search ab"])
    }

    @Test("A switch flips with Return, sends valueChanged, and the binding its action sets follows")
    func switchFlips() {
        let screen = KeyedScreen(SwitchHost(), width: 20, height: 2)
        let off = screen.text
        #expect(off[0] == "off")
        screen.tab(1, then: .return)
        #expect(screen.text[0] == "on")
        #expect(screen.text[1] != off[1])
        let control = UISwitch()
        #expect(control.intrinsicContentSize == ViewGraph(Toggle("", isOn: .constant(false)).labelsHidden())
                    .layout(proposal: .unspecified).size)
    }
}

/// "query: " and the text, over a wrapped search bar.
struct SearchBarHost: View {
    let log: FieldLog
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("query: \(query)")
            WrappedSearchBar(text: $query, log: log)
        }
    }
}

/// The corpora's `SearchBar`.
struct WrappedSearchBar: UIViewRepresentable {
    @Binding var text: String
    let log: FieldLog

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        bar.placeholder = "Search"
        bar.delegate = context.coordinator
        return bar
    }

    func updateUIView(_ bar: UISearchBar, context: Context) {
        bar.text = text
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UISearchBarDelegate {
        let parent: WrappedSearchBar
        init(_ parent: WrappedSearchBar) { self.parent = parent }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { parent.log.calls.append("begin") }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            parent.log.calls.append("changed \(searchText)")
            parent.text = searchText
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            parent.log.calls.append("search \(searchBar.text ?? "")")
        }
    }
}

/// "on"/"off" over a wrapped switch.
struct SwitchHost: View {
    @State private var on = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(on ? "on" : "off")
            WrappedSwitch(isOn: $on)
        }
    }
}

/// A `UISwitch` whose action sets a binding.
struct WrappedSwitch: UIViewRepresentable {
    @Binding var isOn: Bool

    func makeUIView(context: Context) -> UISwitch {
        let control = UISwitch()
        control.addAction(UIAction { _ in isOn = control.isOn }, for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UISwitch, context: Context) {
        control.isOn = isOn
    }
}
