import Testing
@testable import TerminalLayout

/// The iOS 13/14 navigation bar modifiers (NAV3): each draws as the modern
/// modifier it was replaced by, or changes nothing.
struct NavigationBarModifiersTests {
    static func text(_ view: some View, height: Int = 3) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: CGFloat(height))), width: 20, height: height)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let old: @Sendable () -> AnyView
        let new: @Sendable () -> AnyView
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "title", old: { AnyView(NavigationStack { Text("b").navigationBarTitle("Notes") }) },
             new: { AnyView(NavigationStack { Text("b").navigationTitle("Notes") }) }),
        Case(name: "title Text, display mode", old: { AnyView(NavigationStack { Text("b").navigationBarTitle(Text("Notes"), displayMode: .inline) }) },
             new: { AnyView(NavigationStack { Text("b").navigationTitle("Notes") }) }),
        Case(name: "title key, display mode", old: { AnyView(NavigationStack { Text("b").navigationBarTitle("Notes", displayMode: .large) }) },
             new: { AnyView(NavigationStack { Text("b").navigationTitle("Notes") }) }),
        Case(name: "items", old: { AnyView(Text("b").navigationBarItems(leading: Text("L"), trailing: Text("T"))) },
             new: { AnyView(Text("b").toolbar {
                 ToolbarItem(placement: .navigationBarLeading) { Text("L") }
                 ToolbarItem(placement: .navigationBarTrailing) { Text("T") }
             }) }),
        Case(name: "trailing item", old: { AnyView(Text("b").navigationBarItems(trailing: Button("Add") {})) },
             new: { AnyView(Text("b").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} } }) }),
        Case(name: "accepted", old: {
            AnyView(NavigationView { Text("b").navigationBarHidden(true).navigationBarBackButtonHidden() }
                .navigationViewStyle(.stack).toolbar(.hidden, for: .navigationBar))
        }, new: { AnyView(NavigationView { Text("b") }) }),
        Case(name: "toolbarVisibility (iOS 18)", old: {
            AnyView(NavigationStack { Text("b").navigationTitle("T").toolbarVisibility(.hidden, for: .navigationBar, .tabBar) })
        }, new: { AnyView(NavigationStack { Text("b").navigationTitle("T").toolbar(.hidden, for: .navigationBar, .tabBar) }) }),
        Case(name: "toolbarVisibility accepted", old: {
            AnyView(NavigationStack { Text("b").navigationTitle("T").toolbarVisibility(.visible, for: .automatic) })
        }, new: { AnyView(NavigationStack { Text("b").navigationTitle("T") }) }),
    ]

    @Test("Drawn as the modifier that replaced it", arguments: cases)
    func drawnAsTheModern(_ c: Case) {
        #expect(Self.text(c.old()) == Self.text(c.new()))
    }

    @Test("The title and the items, by hand")
    func byHand() {
        #expect(Self.text(NavigationStack { Text("b").navigationBarTitle("Notes") }, height: 2) == ["Notes", "b"])
        #expect(Self.text(Text("b").navigationBarItems(leading: Text("L"), trailing: Text("T")), height: 2)
                == ["L                  T", "b"])
    }
}
