import Foundation
import Testing
@testable import TerminalLayout

/// `listRowSpacing(_:)` and the list's environment values (LIST6).
@MainActor
struct ListSpacingTests {
    @Test("Row spacing puts empty rows between every two rows, headers included", arguments: [
        // spacing, rows drawn (a list's rows start one column in, LIST1)
        (nil, [" A", " B", " C", "", ""]),
        (0, [" A", " B", " C", "", ""]),
        (1, [" A", "", " B", "", " C"]),
        (2, [" A", "", "", " B", ""]),
        (-3, [" A", " B", " C", "", ""]),          // a negative spacing is none
        (CGFloat.nan, [" A", " B", " C", "", ""]),
        (CGFloat.infinity, [" A", " B", " C", "", ""]),  // not finite: none, as NaN
    ] as [(CGFloat?, [String])])
    func rowSpacing(_ spacing: CGFloat?, _ expected: [String]) {
        let list = List { Text("A"); Text("B"); Text("C") }.listRowSpacing(spacing)
        #expect(textFrame(list, width: 6, height: 5) == expected)
    }

    @Test("Section headers are rows too")
    func sections() {
        let list = List {
            Section("One") { Text("a") }
            Section("Two") { Text("b") }
        }
        .listRowSpacing(1)
        #expect(textFrame(list, width: 6, height: 7) == [" One", "", " a", "", " Two", "", " b"])
    }

    private struct Reader: View {
        @Environment(\.defaultMinListRowHeight) private var row
        @Environment(\.defaultMinListHeaderHeight) private var header
        var body: some View { Text("\(Int(row)) \(header.map { "\(Int($0))" } ?? "nil")") }
    }

    @Test("The minimum heights are settable and readable", arguments: [
        (nil, nil, "1 nil"), (3, nil, "3 nil"), (nil, 2, "1 2"),
    ] as [(CGFloat?, CGFloat?, String)])
    func environment(_ row: CGFloat?, _ header: CGFloat?, _ expected: String) {
        var view = AnyView(Reader())
        if let row { view = AnyView(view.environment(\.defaultMinListRowHeight, row)) }
        if let header { view = AnyView(view.environment(\.defaultMinListHeaderHeight, header)) }
        #expect(textFrame(view, width: 5, height: 1) == [expected])
    }
}
