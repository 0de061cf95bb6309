import Foundation
import Observation
import Testing
import TerminalLayout

// App code in the style real SwiftUI apps write with list editing, the text input family,
// buttons with images, context menus, swipe actions and refreshing — compiled unchanged but
// for the import (EDIT1, TXF2, MNU2, LIST3, LIST4). See docs/SWIFTUI-API.md.

/// A model a list reloads (on the main actor, as a Swift 6 app's models are).
@MainActor @Observable
private final class GroceryModel {
    var items = ["eggs", "milk", "tea"]
    var reloads = 0
    func reload() async { reloads += 1 }
}

/// A shopping list: editable, refreshable, with swipe actions and a context menu.
private struct GroceryList: View {
    @State private var model = GroceryModel()
    @State private var newItem = ""
    @State private var amount = 2
    @State private var price = 1.25
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.items, id: \.self) { item in
                    Text(item)
                        .swipeActions {
                            Button("Delete", role: .destructive) { model.items.removeAll { $0 == item } }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin", systemImage: "pin") {}
                        }
                        .contextMenu {
                            Button("Copy") {}
                            Button("Delete", systemImage: "trash", role: .destructive) {}
                        }
                }
                .onDelete { model.items.remove(atOffsets: $0) }
                .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
                Section("New") {
                    TextField("Item", text: $newItem)
                        .textFieldStyle(.roundedBorder)
                    TextField("Amount", value: $amount, format: .number)
                    TextField("Price", value: $price, format: .number)
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(3...5)
                    TextField("Old", text: $newItem, onEditingChanged: { _ in }, onCommit: {})
                    TextEditor(text: $notes)
                }
            }
            .refreshable { await model.reload() }
            .toolbar {
                EditButton()
                Button("Add", systemImage: "plus") { model.items.append(newItem) }
            }
            .navigationTitle("Groceries")
        }
    }
}

/// A view that refreshes itself through the environment, as SwiftUI's documentation shows —
/// but for the local `refresh`: the package's views are not main-actor isolated, so a `Task`
/// may not capture `self` (true of every `Task` in a view here, not of refreshing alone).
private struct RefreshButton: View {
    @Environment(\.refresh) private var refresh
    @Environment(\.editMode) private var editMode

    var body: some View {
        let refresh = self.refresh
        return Button("Refresh") {
            Task { await refresh?() }
        }
        .disabled(refresh == nil || editMode?.wrappedValue.isEditing == true)
    }
}

@MainActor
struct SwiftUIControlsCodeTests {
    @Test("The shopping list compiles and lays out: the toolbar, the title, the rows")
    @MainActor
    func groceryList() {
        let graph = ViewGraph(GroceryList())
        let result = graph.layout(proposal: ProposedViewSize(width: 40, height: 12))
        #expect(result.size == CGSize(width: 40, height: 12))
        let texts = result.placements.compactMap { if case .text(let t) = $0.kind { t.lines.joined() } else { nil } }
        #expect(texts.contains("eggs") && texts.contains("Groceries") && texts.contains("Edit"))
    }

    @Test("RefreshButton is disabled without a refresh action and enabled under refreshable",
          arguments: [false, true])
    func refreshButton(_ refreshable: Bool) {
        let view = refreshable ? AnyView(RefreshButton().refreshable {}) : AnyView(RefreshButton())
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 12, height: 3))
        #expect(FocusSystem(graph: graph).moveFocus(forward: true) == refreshable)
    }
}
