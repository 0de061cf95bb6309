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
