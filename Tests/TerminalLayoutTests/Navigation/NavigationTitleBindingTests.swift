import Testing
@testable import TerminalLayout

/// `navigationTitle(_:)` with a binding (NAV1): the stack shows the binding's value, and the new
/// one after the app changes it.
@MainActor
struct NavigationTitleBindingTests {
    private struct Renamable: View {
        @State var title = "Draft"
        var body: some View {
            NavigationStack {
                Button("Rename") { title = "Final" }
                    .navigationTitle($title)
            }
        }
    }

    @Test("The title is the binding's value, then its new value")
    func followsBinding() {
        let screen = KeyedScreen(Renamable(), width: 20, height: 4)
        #expect(screen.text.first == "Draft")
        screen.tab(1, then: .return)
        #expect(screen.text.first == "Final")
    }
}
