import Testing
@testable import TerminalLayout

/// `toolbar`, `ToolbarItem`, `ToolbarItemGroup`, `ToolbarItemPlacement` (TLB1).
struct ToolbarTests {
    static func text(_ view: some View, height: Int = 3) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: CGFloat(height))), width: 20, height: height)
    }

    @Test("A row above the view: leading items first, the others at the trailing edge, buttons plain")
    func items() {
        let view = Text("body").toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItemGroup(placement: .primaryAction) { Button("Save") {} }
            ToolbarItem { Text("3") }
        }
        #expect(Self.text(view, height: 2) == ["Cancel       Save  3", "body"])   // 6 + 2 + spacer 3 + 2 + 4 + 2 + 1 = 20
    }

    @Test("A toolbar spacer (iOS 26) is one empty cell between items, fixed or flexible",
          arguments: [SpacerSizing.fixed, .flexible])
    func spacer(_ sizing: SpacerSizing) {
        let view = Text("body").toolbar {
            ToolbarItem { Text("A") }
            ToolbarSpacer(sizing)
            ToolbarItem { Text("B") }.sharedBackgroundVisibility(.hidden)
        }
        let plain = Text("body").toolbar { ToolbarItem { Text("A") }; ToolbarItem { Text("B") } }
        // Items two cells apart at the trailing edge; the spacer is one more item, a blank cell.
        #expect(Self.text(plain, height: 2) == ["                A  B", "body"])
        #expect(Self.text(view, height: 2) == ["             A     B", "body"])
    }

    @Test("Views given directly go at the trailing edge; in a navigation stack the row is under the title line")
    func viewsAndStack() {
        #expect(Self.text(Text("b").toolbar { Button("Add") {} }, height: 2) == ["                 Add", "b"])
        let stack = NavigationStack { Text("b").navigationTitle("Notes").toolbar { Button("Add") {} } }
        #expect(Self.text(stack) == ["Notes", "                 Add", "b"])
    }

    @Test("A toolbar button takes focus and Return as a button does")
    func focus() {
        let taps = Taps()
        let focus = FocusSystem(graph: ViewGraph(Text("b").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Go") { taps.count += 1 } } }))
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(taps.count == 1)
    }

    @Test("Keyboard items (TLB2): a row below the view while a text field in it has focus; Tab reaches them, Return presses them")
    func keyboardRow() {
        var amount = ""
        let done = Taps()
        let view = VStack(alignment: .leading) { TextField("Amount", text: Binding(get: { amount }, set: { amount = $0 })) }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") { done.count += 1 } }
                ToolbarItem { Text("T") }
            }
        let screen = KeyedScreen(view, width: 20, height: 4)
        #expect(screen.text == ["                   T", "Amount", "", ""])
        screen.press(.tab)
        // Focused, the field shows its cursor's cell before the title; the row comes below.
        #expect(screen.text == ["                   T", " Amount", "                Done", ""])
        screen.press(.tab)
        #expect(screen.text == ["                   T", "Amount", "                Done", ""])
        screen.press(.return)
        #expect(done.count == 1)
    }

    @Test("Keyboard items hide when focus leaves for a view outside their row; a text editor shows them too")
    func keyboardRowHides() {
        let view = VStack(alignment: .leading) {
            TextEditor(text: .constant("")).frame(height: 1)
            Button("Other") {}.buttonStyle(.plain)
        }
        .toolbar { ToolbarItem(placement: .keyboard) { Button("Done") {} } }
        let screen = KeyedScreen(view, width: 12, height: 4)
        #expect(screen.text.contains { $0.contains("Done") } == false)
        screen.press(.tab)
        #expect(screen.text.last == "Done")
        screen.press(.tab)
        #expect(screen.text.contains { $0.contains("Done") } == false)
    }
}
