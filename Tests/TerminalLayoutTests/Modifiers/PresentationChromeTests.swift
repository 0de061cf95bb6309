import Foundation
import Testing
@testable import TerminalLayout

/// Chrome, search and drag modifiers a terminal accepts and draws nothing for (PLAT1, SRC3,
/// DND1): each compiles in SwiftUI's spelling and leaves the view as it is.
struct PresentationChromeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "presentation background") {
            AnyView(Text("a").presentationBackground(.red).presentationBackground(alignment: .bottom) { Text("zzz") })
        },
        Case(name: "presentation interaction and adaptation") {
            AnyView(Text("a").presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationBackgroundInteraction(.disabled)
                .presentationCompactAdaptation(.none).presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                .presentationContentInteraction(.scrolls))
        },
        Case(name: "toolbar role and background") {
            AnyView(Text("a").toolbarRole(.editor).toolbarBackgroundVisibility(.hidden, for: .navigationBar, .tabBar))
        },
        Case(name: "subtitles and external events") {
            AnyView(Text("a").navigationSubtitle("sub").navigationSubtitle(Text("sub"))
                .navigationSubtitle(String("sub")).handlesExternalEvents(preferring: ["x"], allowing: ["*"]))
        },
        Case(name: "search suggestions and scopes") {
            AnyView(Text("a").searchSuggestions { Text("zzz").searchCompletion("zzz") }
                .searchSuggestions(.hidden, for: [.menu, .content])
                .searchScopes(.constant(1)) { Text("one").tag(1) }
                .searchScopes(.constant(1), activation: .onTextEntry) { Text("one").tag(1) })
        },
        Case(name: "drag and drop") {
            AnyView(Text("a").draggable("payload").draggable("payload") { Text("zzz") }
                .dropDestination(for: String.self) { _, _ in true })
        },
        Case(name: "list section spacing") {
            AnyView(Text("a").listSectionSpacing(.compact).listSectionSpacing(.custom(3)).listSectionSpacing(2))
        },
    ]

    @Test("Accepted, drawn as the view alone", arguments: cases)
    func drawnUnchanged(_ c: Case) {
        #expect(textFrame(c.view(), width: 6, height: 2) == ["a", ""])
        #expect(lay(c.view(), 6, 2).placements.count == lay(Text("a"), 6, 2).placements.count)
    }

    @Test("Nothing is dragged: the payload is never asked for and the drop action never runs")
    @MainActor func neverDragged() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let view = Text("a")
            .draggable({ () -> String in log.entries.append("payload"); return "p" }())
            .dropDestination(for: String.self) { _, _ in log.entries.append("drop"); return true } isTargeted: { _ in
                log.entries.append("targeted")
            }
        let focus = FocusSystem(graph: ViewGraph(view))
        _ = lay(view, 4, 1)
        focus.moveFocus(forward: true)
        for key in [KeyEquivalent.return, .space, .upArrow, .escape] { focus.handle(KeyPress(key: key)) }
        #expect(log.entries.isEmpty)
    }
}
