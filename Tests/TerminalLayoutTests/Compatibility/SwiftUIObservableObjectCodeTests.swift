import Testing
@testable import TerminalLayout

// View-model code in the style SwiftUI developers wrote before Observation —
// an ObservableObject with @Published properties owned by @StateObject,
// passed down as @ObservedObject, settings as an @EnvironmentObject with a
// binding to one of its properties, loaded in onAppear — compiled unchanged
// but for the import (OBS1). (A `@MainActor` model compiles too since views are
// main-actor code, ISO1: see Compatibility/MainActorIsolationTests.)

private final class ViewModel: ObservableObject {
    @Published var items: [String] = ["a", "b"]
    @Published private(set) var loading = false
    func load() {
        loading = true
        items.append("c")
    }
}

private final class Settings: ObservableObject {
    @Published var flag = false
    @Published var title = "Title"
}

private struct ContentView: View {
    @StateObject private var model = ViewModel()
    @EnvironmentObject var settings: Settings
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(settings.title)
            Toggle("Flag", isOn: $settings.flag)
            ForEach(model.items, id: \.self) { Text($0) }
            Row(model: model)
        }
        .onAppear { model.load() }
    }
}

private struct Row: View {
    @ObservedObject var model: ViewModel
    var body: some View { Text(model.loading ? "loading" : "idle") }
}

struct SwiftUIObservableObjectCodeTests {
    static let proposal = ProposedViewSize(width: 12, height: 6)

    @Test("The model's onAppear load is in the first frame; the toggle's binding writes the environment object; changes redraw")
    func viewModel() {
        let settings = Settings()
        let graph = ViewGraph(ContentView().environmentObject(settings))
        #expect(textFrame(graph.layout(proposal: Self.proposal), width: 12, height: 6)
                == ["Title", "[ ] Flag", "a", "b", "c", "loading"])
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        #expect(focus.handle(KeyPress(key: .space)) == .handled)
        #expect(settings.flag)
        settings.title = "Renamed"
        #expect(textFrame(graph.layout(proposal: Self.proposal), width: 12, height: 6)
                == ["Renamed", "[x] Flag", "a", "b", "c", "loading"])
    }
}
