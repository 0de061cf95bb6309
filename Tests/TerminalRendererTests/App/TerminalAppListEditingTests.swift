import Foundation
import Testing
import TerminalLayout
import TerminalRenderer

/// A SwiftUI-style editable list: `EditButton` in the toolbar, `onDelete` and `onMove`.
private struct Groceries: View {
    @State private var items = ["eggs", "milk", "tea"]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { EditButton() }
        }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// List editing (EDIT1) through the app's key handling: terminal keys, focus, frames.
struct TerminalAppListEditingTests {
    @Test("Tab, Return (Edit → Done), Tab to eggs, ↓ moves it below milk, Backspace deletes it")
    func editThroughTheApp() {
        let script: [ScriptedScreen.Step] = [.key(.tab), .key(.enter), .silence, .key(.tab), .key(.down), .silence,
                                             .key(.backspace), .silence, .key(.character("q"))]
        let app = TerminalApp(Groceries(), screen: ScriptedScreen(12, 4, script), useColor: false)
        #expect(app.run() == 0)
        let frames = app.screen.presented.map { $0.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) } }
        #expect(frames == [
            ["        Edit", " eggs", " milk", " tea"],
            ["        Done", " ⊖ eggs   ≡", " ⊖ milk   ≡", " ⊖ tea    ≡"],
            ["        Done", " ⊖ milk   ≡", " ⊖ eggs   ≡", " ⊖ tea    ≡"],
            ["        Done", " ⊖ milk   ≡", " ⊖ tea    ≡", ""],
        ])
    }
}

/// A list refreshed by Ctrl-R: its action appends a row after an `await`.
private struct Inbox: View {
    @State private var mails = ["hello"]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(mails, id: \.self) { Button($0) {}.buttonStyle(.plain) }
        }
        .refreshable {
            await Task.yield()
            mails.append("new")
        }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// `refreshable` (LIST4) through the app: Ctrl-R from the terminal, the action run on the main
/// actor between keys (TASK1), its state change drawn.
struct TerminalAppRefreshTests {
    @Test("Tab, Ctrl-R from the terminal (a control character) starts the refresh: the next frame has the spinner row, or the row the action added once it ran")
    func refreshThroughTheApp() {
        let script: [ScriptedScreen.Step] = [.key(.tab), .key(.character("\u{12}")), .silence, .silence, .silence,
                                             .key(.character("q"))]
        let app = TerminalApp(Inbox(), screen: ScriptedScreen(9, 3, script), useColor: false)
        #expect(app.run() == 0)
        let frames = app.screen.presented.map { $0.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) } }
        #expect(frames.first == [" hello", "", ""])
        // When the main actor's work runs depends on the test's thread (TASK1: in an app, between
        // keys); the action finishing is checked in-process by RefreshableTests.
        #expect(frames.dropFirst().allSatisfy { $0 == ["    ⋯", " hello", ""] || $0 == [" hello", " new", ""] })
        #expect(frames.count >= 2)
    }
}
