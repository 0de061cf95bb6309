// A macOS app's file as it is written for SwiftUI — `import SwiftUI` alone, AppKit's colours,
// the window modifiers, the scene phase watched — compiled and laid out on Linux (SCN1, SCN2,
// NSCOL1, CGCOL1).
import SwiftUI
import Testing

struct NotesView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes").foregroundStyle(Color(.labelColor))
            Text("3 notes").foregroundStyle(Color(nsColor: .secondaryLabelColor))
            Color(cgColor: CGColor(red: 1, green: 1, blue: 1, alpha: 1)).frame(height: 1)
        }
        .background(Color(nsColor: .windowBackgroundColor))
    }
}

struct NotesApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var saves = 0

    var body: some Scene {
        WindowGroup { NotesView() }
            .windowStyle(.hiddenTitleBar)
            .windowResizability(.contentSize)
            .defaultSize(width: 480, height: 320)
            .handlesExternalEvents(matching: ["notes"])
            .commands {
                CommandGroup(replacing: .newItem) {
                    Button("New Note") {}.keyboardShortcut("n")
                }
            }
            .onChange(of: scenePhase) { phase in
                if phase == .background { saves += 1 }
            }
    }
}

@Suite("A macOS SwiftUI app's file compiled unchanged")
@MainActor
struct MacAppFileTests {
    @Test("AppKit's colours are drawn as the Colors NSCOL1 names; the app's scene is made")
    func notes() {
        let result = ViewGraph(NotesView()).layout(proposal: ProposedViewSize(width: 10, height: 3))
        let foregrounds = result.placements.compactMap { placement -> Color? in
            if case .text(let text) = placement.kind { return text.foreground } else { return nil }
        }
        #expect(foregrounds == [.primary, .secondary])
        #expect(Color(.white) == Color.white)
        _ = NotesApp().body
    }
}
