import Foundation
import Testing
import TerminalLayout

// App code in the style real SwiftUI apps write with date and colour pickers and share links
// — compiled unchanged but for the import (DATE1, CLR1, SHR1, SHR2). See docs/SWIFTUI-API.md.

/// A recipe shared as its title and URL.
private struct Recipe: Identifiable, Transferable {
    let id = UUID()
    var title: String
    var url: URL

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.url)
    }
}

/// An event editor: every DatePicker initialiser shape apps use, styles, a colour, sharing.
private struct EventEditor: View {
    @State private var start = Date(timeIntervalSince1970: 1_709_647_620) // 2024-03-05 14:07 UTC
    @State private var end = Date(timeIntervalSince1970: 1_709_651_220)
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var tint = Color.blue
    @State private var background: Color = .red.opacity(0.5)
    let recipe = Recipe(title: "Soup", url: URL(string: "https://example.com/soup")!)

    var body: some View {
        Form {
            DatePicker("Starts", selection: $start)
            DatePicker("Ends", selection: $end, in: start..., displayedComponents: [.date, .hourAndMinute])
                .datePickerStyle(.compact)
            DatePicker(selection: $birthday, in: ...start, displayedComponents: .date) {
                Text("Birthday")
            }
            .datePickerStyle(GraphicalDatePickerStyle())
            DatePicker("Alarm", selection: $start, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
                .labelsHidden()
            DatePicker(LocalizedStringKey("Window"), selection: $start, in: start...end)
                .datePickerStyle(.field)
            ColorPicker("Tint", selection: $tint, supportsOpacity: false)
            ColorPicker(selection: $background) { Label("Background", systemImage: "paintbrush") }
            ShareLink(item: recipe.url)
            ShareLink("Share recipe", item: recipe, preview: SharePreview(recipe.title, image: Image(systemName: "fork.knife")))
            ShareLink(items: [recipe.title, "second"], subject: Text("Recipes"), message: Text("Try these")) {
                Label("Send", systemImage: "paperplane")
            }
        }
        .toolbar {
            ToolbarItem {
                ShareLink(item: "plain text", subject: Text("Note"))
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
}

struct SwiftUIPickersCodeTests {
    @Test("An event editor with date pickers, colour pickers and share links lays out as fields, swatches and labels")
    func eventEditor() {
        let rows = TextRows(EventEditor(), width: 40, height: 16)
        #expect(rows.contains("Starts 2024-03-05 14:07"))
        #expect(rows.contains("Ends 2024-03-05 15:07"))
        #expect(rows.rows.first == "⇪ Share")                      // the toolbar
        #expect(rows.contains("Birthday 1970-01-01"))
        #expect(rows.contains("Tint ‹ ██ blue ›"))
        #expect(rows.contains("‹ ██ red 50% ›"))
        #expect(rows.contains("⇪ Share recipe"))
    }
}

/// The rows of a view's text, as a screen shows them (each trimmed at both ends).
private struct TextRows {
    let rows: [String]
    init(_ view: some View, width: Int, height: Int) {
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        var cells = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        for placement in result.placements {
            guard case .text(let text) = placement.kind, placement.opacity > 0 else { continue }
            let x = Int(placement.frame.minX), y = Int(placement.frame.minY)
            for (line, content) in text.lines.enumerated() where (0..<height).contains(y + line) {
                for (column, character) in content.enumerated() where (0..<width).contains(x + column) {
                    cells[y + line][x + column] = character
                }
            }
        }
        rows = cells.map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    /// Whether some row contains `text`.
    func contains(_ text: String) -> Bool { rows.contains { $0.contains(text) } }
}
