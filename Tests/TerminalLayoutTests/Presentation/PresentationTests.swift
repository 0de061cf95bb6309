import Testing
@testable import TerminalLayout

/// A view with its own count that presents a sheet, an alert or a dialog (PRS1).
private struct Host: View {
    let kind: String
    let log: PresentationLog
    @State private var count = 0
    @State private var shown = false

    var body: some View {
        let base = VStack(alignment: .leading, spacing: 0) {
            Button("Add \(count)") { count += 1 }.buttonStyle(.plain)
            Button("Show") { shown = true }.buttonStyle(.plain)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        switch kind {
        case "sheet":
            AnyView(base.sheet(isPresented: $shown, onDismiss: { log.lines.append("dismissed") }) { SheetBody() })
        case "alert":
            AnyView(base.alert("Delete?", isPresented: $shown) {
                Button("Delete", role: .destructive) { log.lines.append("delete") }
                Button("Cancel", role: .cancel) { log.lines.append("cancel") }
            } message: {
                Text("No undo")
            })
        case "ok":
            AnyView(base.alert("Saved", isPresented: $shown) {})
        default:
            AnyView(base.confirmationDialog("Share", isPresented: $shown, titleVisibility: .visible) {
                Button("Copy") { log.lines.append("copy") }
                Button("Mail") { log.lines.append("mail") }
            })
        }
    }
}

final class PresentationLog { var lines: [String] = [] }

/// A sheet that closes itself with `dismiss`.
private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("In the sheet")
            Button("Close") { dismiss() }.buttonStyle(.plain)
        }
    }
}

struct PresentedPerson: Identifiable { let id: Int; let name: String }

/// `sheet`, `fullScreenCover`, `alert`, `confirmationDialog` (PRS1): the presentation takes
/// the place of the view it is presented from, which keeps its state; Escape, `dismiss` or
/// a button of an alert close it.
@MainActor
struct PresentationTests {
    static let proposal = ProposedViewSize(width: 24, height: 8)

    static let base = ["Add 0", "Show", "", "", "", "", "", ""]

    @Test("A sheet replaces the view, takes focus, and goes with Escape or dismiss; the view keeps its state; onDismiss runs once",
          arguments: ["escape", "dismiss"])
    func sheet(_ how: String) {
        let log = PresentationLog()
        let screen = KeyedScreen(Host(kind: "sheet", log: log), width: 24, height: 8)
        #expect(screen.text == Self.base)
        screen.tab(1, then: .return)                 // Add: 1
        screen.tab(1, then: .return)                 // Show
        #expect(screen.text == ["In the sheet", "Close", "", "", "", "", "", ""])
        if how == "escape" {
            #expect(screen.press(.escape) == .handled)
        } else {
            screen.press(.return)                    // Close, focused when the sheet appeared
        }
        #expect(screen.text == ["Add 1", "Show", "", "", "", "", "", ""])
        #expect(log.lines == ["dismissed"])
    }

    @Test("While a sheet shows, the view under it takes no focus: Tab stays in the sheet")
    func sheetTrapsFocus() {
        let log = PresentationLog()
        let screen = KeyedScreen(Host(kind: "sheet", log: log), width: 24, height: 8)
        _ = screen.text
        screen.tab(2, then: .return)                 // Show
        _ = screen.text
        screen.tab(3, then: .return)                 // Close, Close, Close: the only focusable view
        #expect(screen.text == Self.base)
    }

    @Test("sheet(item:) shows the item's view and sets it to nil when dismissed; fullScreenCover is a sheet")
    func sheetItem() {
        struct Picker: View {
            @State var person: PresentedPerson?
            var body: some View {
                Button("Pick") { person = PresentedPerson(id: 7, name: "Ada") }.buttonStyle(.plain)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .sheet(item: $person) { person in Text("Hello \(person.name)") }
            }
        }
        let screen = KeyedScreen(Picker(), width: 24, height: 8)
        #expect(screen.text.first == "Pick")
        screen.tab(1, then: .return)
        #expect(screen.text.first == "Hello Ada")
        screen.press(.escape)
        #expect(screen.text.first == "Pick")
        let cover = KeyedScreen(Color.clear.fullScreenCover(isPresented: .constant(true)) { Text("Cover") }, width: 24, height: 8)
        #expect(cover.text.first == "Cover")
    }

    /// The alert: a box 7 rows high (a row of padding, the title, a gap, the message, a gap,
    /// the buttons, a row of padding) in the middle of a 24×9 view.
    @Test("An alert: title, message and buttons in a box in the middle; a button runs its action and dismisses it",
          arguments: [(1, "delete"), (2, "cancel")])
    func alert(tabs: Int, action: String) {
        let log = PresentationLog()
        let screen = KeyedScreen(Host(kind: "alert", log: log), width: 24, height: 9)
        _ = screen.text
        screen.tab(2, then: .return)                 // Show
        #expect(screen.text == ["", "", "Delete?", "", "No undo", "", "Delete  Cancel", "", ""].map { centredIn24($0) })
        // The first button took focus when the alert appeared: Tab moves on from it.
        screen.tab(tabs - 1, then: .return)
        #expect(log.lines == [action])
        #expect(screen.text == Self.base + [""])
    }

    @Test("An alert with no actions has an OK button; Escape dismisses it")
    func okAlert() {
        let screen = KeyedScreen(Host(kind: "ok", log: PresentationLog()), width: 24, height: 8)
        _ = screen.text
        screen.tab(2, then: .return)
        #expect(screen.text.contains(centredIn24("OK")) && screen.text.contains(centredIn24("Saved")))
        screen.press(.escape)
        #expect(screen.text == Self.base)
    }

    /// The dialog: a box 6 rows high (padding, the title, a gap, two buttons, padding) in the
    /// middle of a 24×8 view.
    @Test("A confirmation dialog: its title (visible), the buttons one per line; Return on the second")
    func dialog() {
        let log = PresentationLog()
        let screen = KeyedScreen(Host(kind: "dialog", log: log), width: 24, height: 8)
        _ = screen.text
        screen.tab(2, then: .return)
        #expect(screen.text == ["", "", "Share", "", "Copy", "Mail", "", ""].map { centredIn24($0) })
        screen.tab(1, then: .return)
        #expect(log.lines == ["mail"])
        #expect(screen.text == Self.base)
    }
}

/// `text` centred in 24 columns, as `textFrame` shows it (trailing spaces trimmed).
func centredIn24(_ text: String) -> String {
    guard !text.isEmpty else { return "" }
    return String(repeating: " ", count: (24 - text.count) / 2) + text
}

/// The first alert API: `Alert` with its buttons, `alert(isPresented:content:)`, `alert(item:content:)` (PRS1).
@MainActor
struct LegacyAlertTests {
    private struct Failure: Identifiable { let id: Int; let reason: String }

    private struct Saver: View {
        let log: PresentationLog
        @State var failure: Failure?
        @State var asking = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Save") { failure = Failure(id: 1, reason: "Disk full") }.buttonStyle(.plain)
                Button("Quit") { asking = true }.buttonStyle(.plain)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .alert(item: $failure) { failure in
                Alert(title: Text("Could not save"), message: Text(failure.reason), dismissButton: .default(Text("OK")) { log.lines.append("ok") })
            }
            .alert(isPresented: $asking) {
                Alert(title: Text("Quit?"), primaryButton: .destructive(Text("Quit")) { log.lines.append("quit") },
                      secondaryButton: .cancel())
            }
        }
    }

    @Test("alert(item:): the item's alert, its button dismissing it and setting the item to nil")
    func itemAlert() {
        let log = PresentationLog()
        let screen = KeyedScreen(Saver(log: log), width: 24, height: 9)
        _ = screen.text
        screen.tab(1, then: .return)                 // Save
        #expect(screen.text == ["", "", "Could not save", "", "Disk full", "", "OK", "", ""].map { centredIn24($0) })
        screen.press(.return)                        // OK, focused
        #expect(log.lines == ["ok"])
        #expect(screen.text.prefix(2) == ["Save", "Quit"])
    }

    @Test("alert(isPresented:): two buttons, the primary first; the cancel button is labelled Cancel",
          arguments: [(0, ["quit"]), (1, [])])
    func twoButtons(tabs: Int, logged: [String]) {
        let log = PresentationLog()
        let screen = KeyedScreen(Saver(log: log), width: 24, height: 7)
        _ = screen.text
        screen.tab(2, then: .return)                 // Quit
        #expect(screen.text == ["", "", "Quit?", "", "Quit  Cancel", "", ""].map { centredIn24($0) })
        screen.tab(tabs, then: .return)
        #expect(log.lines == logged)
        #expect(screen.text.prefix(2) == ["Save", "Quit"])
    }
}

/// Under the window's presentation root (what an app has: `_PresentationRoot`), a
/// presentation shows over the whole window wherever its modifier is, with the environment of
/// the view it is presented from (PRS1).
@MainActor
struct WindowPresentationTests {
    private final class Store: ObservableObject { @Published var name = "Ada" }

    /// A sheet reading an environment object set above the view presenting it.
    private struct Greeting: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("Hello \(store.name)") }
    }

    private struct Window: View {
        let log: PresentationLog
        @State private var alerting = false
        @State private var sheeting = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                HStack(spacing: 1) {
                    Button("Del") { alerting = true }.buttonStyle(.plain)
                        .alert("Delete?", isPresented: $alerting) {
                            Button("Yes") { log.lines.append("yes") }
                            Button("No", role: .cancel) {}
                        }
                    Button("Hi") { sheeting = true }.buttonStyle(.plain)
                        .sheet(isPresented: $sheeting) { Greeting() }
                }
            }
            .environmentObject(Store())
        }
    }

    private static func screen(_ log: PresentationLog) -> KeyedScreen {
        KeyedScreen(_PresentationRoot(content: Window(log: log)), width: 24, height: 7)
    }

    @Test("An alert on a small button shows in the middle of the window, the window's content hidden")
    func alertOverWindow() {
        let log = PresentationLog()
        let screen = Self.screen(log)
        #expect(screen.text == ["Title", "Del Hi", "", "", "", "", ""])
        screen.tab(1, then: .return)                 // Del
        #expect(screen.text == ["", "", "Delete?", "", "Yes  No", "", ""].map { centredIn24($0) })
        screen.press(.return)                        // Yes, focused
        #expect(log.lines == ["yes"])
        #expect(screen.text == ["Title", "Del Hi", "", "", "", "", ""])
    }

    @Test("A sheet on a button fills the window and sees the environment objects of the view it is presented from")
    func sheetOverWindow() {
        let screen = Self.screen(PresentationLog())
        _ = screen.text
        screen.tab(2, then: .return)                 // Hi
        #expect(screen.text == ["Hello Ada", "", "", "", "", "", ""])
        screen.press(.escape)
        #expect(screen.text == ["Title", "Del Hi", "", "", "", "", ""])
    }

    /// A sheet whose own button presents an alert: the alert on top, the sheet under it kept.
    private struct Nested: View {
        @State private var sheeting = true
        var body: some View {
            Text("Base")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .sheet(isPresented: $sheeting) { Inner() }
        }
    }

    private struct Inner: View {
        @State private var count = 0
        @State private var alerting = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Count \(count)") { count += 1 }.buttonStyle(.plain)
                Button("Warn") { alerting = true }.buttonStyle(.plain)
                    .alert("Careful", isPresented: $alerting) {}
            }
        }
    }

    @Test("A presentation made in a presentation shows on top; dismissed, the one under it is back with its state")
    func nested() {
        let screen = KeyedScreen(_PresentationRoot(content: Nested()), width: 24, height: 7)
        #expect(screen.text.prefix(2) == ["Count 0", "Warn"])   // presented from the start, focused
        screen.press(.return)                        // Count: 1
        screen.tab(1, then: .return)                 // Warn
        #expect(screen.text.contains(centredIn24("Careful")) && !screen.text.contains("Count 1"))
        screen.press(.escape)                        // the alert goes; the sheet stays
        #expect(screen.text.prefix(2) == ["Count 1", "Warn"])
        screen.press(.escape)                        // the sheet goes
        #expect(screen.text.first == "Base")
    }
}

/// A graph released while something is presented frees everything (PRS1).
@MainActor
struct PresentationReleaseTests {
    private final class Marker {}

    /// A sheet holding the marker: kept alive by whatever keeps the presentation alive.
    private struct Holder: View {
        let marker: Marker
        var body: some View { Text("Sheet") }
    }

    private struct Shown: View {
        let marker: Marker
        var body: some View {
            Text("Base")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheet(isPresented: .constant(true)) { Holder(marker: marker) }
        }
    }

    @Test("Released while a sheet shows, over the window or in place, a graph keeps nothing alive", arguments: [true, false])
    func releasedWhilePresenting(windowRoot: Bool) {
        weak var weakMarker: Marker?
        do {
            let marker = Marker()
            weakMarker = marker
            let graph = windowRoot ? ViewGraph(_PresentationRoot(content: Shown(marker: marker))) : ViewGraph(Shown(marker: marker))
            let text = textFrame(graph.layout(proposal: ProposedViewSize(width: 30, height: 3)), width: 30, height: 3)
            #expect(text.first?.hasPrefix("Sheet") == true)
        }
        #expect(weakMarker == nil)
    }
}

/// `popover` (PRS1): a box in the middle of the window, its content inside; no arrow.
@MainActor
struct PopoverTests {
    private struct Info: View {
        @State private var shown = false
        @State private var item: PresentedPerson?
        var body: some View {
            HStack(spacing: 1) {
                Button("Info") { shown = true }.buttonStyle(.plain)
                    .popover(isPresented: $shown, arrowEdge: .bottom) { Text("Details") }
                Button("Who") { item = PresentedPerson(id: 1, name: "Ada") }.buttonStyle(.plain)
                    .popover(item: $item) { Text("Hi \($0.name)") }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("A popover on a button: its content in a box in the middle of the window; Escape closes it",
          arguments: [(1, "Details"), (2, "Hi Ada")])
    func popover(tabs: Int, shown: String) {
        let screen = KeyedScreen(_PresentationRoot(content: Info()), width: 24, height: 5)
        #expect(screen.text == ["Info Who", "", "", "", ""])
        screen.tab(tabs, then: .return)
        #expect(screen.text == ["", "", centredIn24(shown), "", ""])   // a row of padding each side, in 5 rows
        screen.press(.escape)
        #expect(screen.text == ["Info Who", "", "", "", ""])
    }
}

/// `alert(_:isPresented:presenting:actions:message:)` (PRS1): the buttons and message made
/// from the data; no alert while the data is `nil`.
@MainActor
struct PresentingAlertTests {
    private struct Upload: View {
        let log: PresentationLog
        let file: String?
        @State private var failed = false
        var body: some View {
            Button("Send") { failed = true }.buttonStyle(.plain)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .alert("Upload failed", isPresented: $failed, presenting: file) { name in
                    Button("Retry \(name)") { log.lines.append("retry \(name)") }
                } message: { name in
                    Text("\(name) is too big")
                }
        }
    }

    @Test("With data: its buttons and message; without: nothing shows", arguments: ["a.txt", nil] as [String?])
    func presenting(_ file: String?) {
        let log = PresentationLog()
        let screen = KeyedScreen(_PresentationRoot(content: Upload(log: log, file: file)), width: 24, height: 9)
        _ = screen.text
        screen.tab(1, then: .return)                 // Send
        if let file {
            #expect(screen.text == ["", "", "Upload failed", "", "\(file) is too big", "", "Retry \(file)", "", ""].map { centredIn24($0) })
            screen.press(.return)                    // Retry, focused
            #expect(log.lines == ["retry \(file)"])
        }
        #expect(screen.text.first == "Send")
    }
}
