import Foundation
import Testing
@testable import TerminalLayout

/// `Table(_:sortOrder:columns:)` (TBL2): sortable headers focusable, Return or Space sorts by
/// the column, ▲/▼ marks the column sorted first.
struct TableSortTests {
    final class Box<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    static let screen = ProposedViewSize(width: 60, height: 6)

    /// The frame's rows below the header and rule: the given names in order.
    static func givenNames(_ frame: [String]) -> [String] {
        frame.dropFirst(2).map { String($0.dropFirst().prefix { $0 != " " }) }
    }

    // Sortable titles take two more cells (" ▲"): 12, 13 and 16 of 56, 5 spare each: 17, 18, 21.
    @Test("Apple's SortableTable: a header click flips the order, another column sorts by it")
    func sortableTable() {
        let graph = ViewGraph(SortableTable())
        var frame = textFrame(graph.layout(proposal: Self.screen), width: 60, height: 6)
        #expect(frame[0] == " Given Name ▲      Family Name        E-Mail address")
        #expect(Self.givenNames(frame) == ["Juan", "Mei", "Tom", "Gita"])

        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        frame = textFrame(graph.layout(proposal: Self.screen), width: 60, height: 6)
        #expect(frame[0] == " Given Name ▼      Family Name        E-Mail address")
        #expect(Self.givenNames(frame) == ["Tom", "Mei", "Juan", "Gita"])

        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        frame = textFrame(graph.layout(proposal: Self.screen), width: 60, height: 6)
        #expect(frame[0] == " Given Name        Family Name ▲      E-Mail address")
        #expect(Self.givenNames(frame) == ["Juan", "Mei", "Tom", "Gita"])

        focus.handle(KeyPress(key: .space))
        frame = textFrame(graph.layout(proposal: Self.screen), width: 60, height: 6)
        #expect(frame[0] == " Given Name        Family Name ▼      E-Mail address")
        #expect(Self.givenNames(frame) == ["Gita", "Tom", "Mei", "Juan"])
    }

    @Test("The sort order after Return on headers (by tabs): the column first, flipped when already first",
          arguments: [
            ([1], [("given", SortOrder.forward)]),
            ([1, 0], [("given", .reverse)]),
            // The third Tab skips "Notes" (not sortable) and, no row being focusable, wraps to "Given Name".
            ([2, 0, 1], [("given", .forward), ("family", .reverse)]),
            ([1, 1], [("family", .forward), ("given", .forward)]),
            ([1, 1, 0], [("family", .reverse), ("given", .forward)]),
          ] as [([Int], [(String, SortOrder)])])
    func sortOrder(_ tabsBeforeEachReturn: [Int], _ expected: [(String, SortOrder)]) {
        let sortOrder = Box<[KeyPathComparator<Person>]>([])
        let table = Table(examplePeople, sortOrder: Binding(get: { sortOrder.value }, set: { sortOrder.value = $0 })) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("Notes") { _ in Text("-") }
        }
        let graph = ViewGraph(table)
        _ = graph.layout(proposal: Self.screen)
        let focus = FocusSystem(graph: graph)
        for tabs in tabsBeforeEachReturn {
            for _ in 0..<tabs { focus.handle(KeyPress(key: .tab)) }
            focus.handle(KeyPress(key: .return))
            _ = graph.layout(proposal: Self.screen)
        }
        let names = sortOrder.value.map { $0.keyPath == \Person.givenName ? "given" : $0.keyPath == \Person.familyName ? "family" : "?" }
        #expect(names == expected.map(\.0))
        #expect(sortOrder.value.map(\.order) == expected.map(\.1))
    }

    @Test("Only sortable headers are focusable: the second Tab skips \"Notes\" for \"Family Name\"")
    func focusableHeaders() {
        let sortOrder = Box([KeyPathComparator(\Person.familyName)])
        let table = Table(examplePeople, sortOrder: Binding(get: { sortOrder.value }, set: { sortOrder.value = $0 })) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Notes") { _ in Text("-") }
            TableColumn("Family Name", value: \.familyName)
        }
        let graph = ViewGraph(table)
        #expect(textFrame(graph.layout(proposal: Self.screen), width: 60, height: 6)[0].hasSuffix("Family Name ▲"))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        // "Family Name" was first: its order flips.
        #expect(sortOrder.value.map(\.keyPath) == [\Person.familyName])
        #expect(sortOrder.value.map(\.order) == [.reverse])
        graph.update(table)
        #expect(textFrame(graph.layout(proposal: Self.screen), width: 60, height: 6)[0].hasSuffix("Family Name ▼"))
    }
}
