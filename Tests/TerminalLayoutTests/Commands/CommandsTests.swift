import Testing
@testable import TerminalLayout

/// What the commands' controls did, in order.
@Observable
private final class Tally {
    var log: [String] = []
}

/// A window showing the log, with a control of its own when `ownShortcut` is set.
private struct Window: View {
    let tally: Tally
    var ownShortcut = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text((["log"] + tally.log).joined(separator: " "))
            if ownShortcut {
                Button("Mine") { tally.log.append("mine") }.keyboardShortcut("c")
            }
        }
    }
}

/// Commands as an app writes them: a menu, a group, a standard set.
private struct EditCommands: Commands {
    let tally: Tally
    var body: some Commands {
        CommandMenu("Edit") {
            Button("Copy") { tally.log.append("copy") }.keyboardShortcut("c")
            Button("Off") { tally.log.append("off") }.keyboardShortcut("o").disabled(true)
            Divider()
            Toggle("Wrap", isOn: Binding(get: { false }, set: { tally.log.append("wrap \($0)") }))
                .keyboardShortcut("w")
            Button("Plain") { tally.log.append("plain") }
            Menu("Find") {
                Button("Next") { tally.log.append("next") }.keyboardShortcut("g")
            }
        }
        CommandGroup(after: .newItem) {
            Button("New") { tally.log.append("new") }.keyboardShortcut("n", modifiers: [.command, .shift])
        }
        SidebarCommands()
    }
}

/// `Commands`, `CommandsBuilder`, `CommandMenu`, `CommandGroup`, the standard commands, and
/// their controls' shortcuts in a window (CMD1).
@MainActor
struct CommandsTests {
    /// The commands `name` builds.
    @CommandsBuilder
    static func commands(_ name: String) -> some Commands {
        switch name {
        case "menu": CommandMenu("File") { Button("Save") {} }
        case "menu (Text)": CommandMenu(Text("File")) { Button("Save") {} }
        case "before": CommandGroup(before: .saveItem) { Button("Save") {} }
        case "after": CommandGroup(after: .pasteboard) { Button("Paste") {} }
        case "replacing": CommandGroup(replacing: .help) { EmptyView() }
        case "empty": EmptyCommands()
        case "standard":
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            InspectorCommands()
        case "three":
            CommandMenu("A") { Button("a") {} }
            CommandMenu("B") { Button("b") {} }
            CommandGroup(replacing: .undoRedo) { Button("c") {} }
        case "if true": if name == "if true" { CommandMenu("A") { Button("a") {} } }
        default: EditCommands(tally: Tally())
        }
    }

    @Test("Each menu or group gives its content as one view, commands of your own their body as one (evaluated in the graph); empty and standard commands give none",
          arguments: [("menu", 1), ("menu (Text)", 1), ("before", 1), ("after", 1), ("replacing", 1), ("empty", 0),
                      ("standard", 0), ("three", 3), ("if true", 1), ("custom", 1)])
    func views(_ name: String, _ count: Int) {
        #expect(Self.commands(name)._views.count == count)
    }

    @Test("An if without else gives nothing while false; if/else the branch taken", arguments: [false, true])
    func conditions(_ flag: Bool) {
        @CommandsBuilder func optional() -> some Commands {
            if flag { CommandMenu("A") { Button("a") {} } }
        }
        @CommandsBuilder func either() -> some Commands {
            if flag {
                CommandMenu("A") { Button("a") {} }
            } else {
                SidebarCommands()
            }
        }
        #expect(optional()._views.count == (flag ? 1 : 0))
        #expect(either()._views.count == (flag ? 1 : 0))
    }

    /// A window with `EditCommands` behind it.
    private static func screen(_ tally: Tally, ownShortcut: Bool = false) -> KeyedScreen {
        KeyedScreen(Window(tally: tally, ownShortcut: ownShortcut)._commands(EditCommands(tally: tally)._views),
                    width: 16, height: 2)
    }

    /// A key with modifiers and what pressing it logs.
    struct Press: Sendable, CustomTestStringConvertible {
        let key: Character
        let modifiers: EventModifiers
        let log: [String]
        init(_ key: Character, _ modifiers: EventModifiers, _ log: [String]) {
            self.key = key
            self.modifiers = modifiers
            self.log = log
        }
        var testDescription: String { "\(key) \(modifiers.rawValue) → \(log)" }
    }

    @Test("A command's shortcut works wherever focus is; disabled, unshortcut or other modifiers do nothing",
          arguments: [
            Press("c", .control, ["copy"]), Press("C", .control, ["copy"]), Press("c", [], []),
            Press("o", .control, []), Press("w", .control, ["wrap true"]), Press("p", .control, []),
            Press("n", [.control, .shift], ["new"]), Press("n", .control, []),
            Press("g", .control, ["next"]),
          ])
    func shortcuts(_ press: Press) {
        let tally = Tally()
        let screen = Self.screen(tally)
        _ = screen.text
        #expect(screen.press(KeyEquivalent(press.key), modifiers: press.modifiers) == (press.log.isEmpty ? .ignored : .handled))
        #expect(tally.log == press.log)
        #expect(screen.text == [(["log"] + press.log).joined(separator: " "), ""])
    }

    @Test("The commands are not drawn and take no focus: the window looks as without them and Tab finds nothing")
    func notDrawnNorFocused() {
        let tally = Tally()
        let screen = Self.screen(tally)
        #expect(screen.text == textFrame(Window(tally: tally), width: 16, height: 2))
        #expect(screen.press(.tab) == .ignored)
        #expect(screen.press(.return) == .ignored)
        #expect(tally.log.isEmpty)
    }

    @Test("A view's own shortcut comes first: the same key reaches the window's control, not the command's")
    func viewsFirst() {
        let tally = Tally()
        let screen = Self.screen(tally, ownShortcut: true)
        _ = screen.text
        screen.press("c", modifiers: .control)
        #expect(tally.log == ["mine"])
        screen.press("n", modifiers: [.control, .shift])
        #expect(tally.log == ["mine", "new"])
    }

    @Test("While a sheet covers the window the commands' shortcuts still work (they are outside the presentation)")
    func underASheet() {
        let tally = Tally()
        let window = Text("window").sheet(isPresented: .constant(true)) { Window(tally: tally) }
        let screen = KeyedScreen(_PresentationRoot(content: window)._commands(EditCommands(tally: tally)._views),
                                 width: 16, height: 2)
        #expect(screen.text.contains("log"))
        screen.press("c", modifiers: .control)
        #expect(tally.log == ["copy"])
        #expect(screen.text.contains("log copy"))
    }

    @Test("The placements are told apart by name")
    func placements() {
        let all: [CommandGroupPlacement] = [.appInfo, .appSettings, .systemServices, .appVisibility, .appTermination,
                                            .newItem, .saveItem, .importExport, .printItem, .undoRedo, .pasteboard,
                                            .textEditing, .textFormatting, .toolbar, .sidebar, .windowSize, .windowList,
                                            .singleWindowList, .windowArrangement, .help]
        #expect(Set(all.map(\.name)).count == 20)
        #expect(CommandGroupPlacement.help == .help && CommandGroupPlacement.help != .appInfo)
    }
}
