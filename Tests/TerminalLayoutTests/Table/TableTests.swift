import Foundation
import Testing
@testable import TerminalLayout

/// `Table` drawn in a terminal (TBL1): a bold header row, a rule, a line per row, columns a
/// cell apart sharing the width; `tableStyle(_:)` (TBL3) and `tableColumnHeaders(_:)`.
struct TableTests {
    // Width 60, inset one column on each side: 58 cells, two separators, 56 for the columns.
    // The titles are 10, 11 and 14 wide (35); the 21 spare cells go 7 to each: 17, 18, 21.
    @Test("Apple's PeopleTable: titles, a rule, a row per person, the spare width shared")
    func peopleTable() {
        #expect(textFrame(PeopleTable(), width: 60, height: 8) == [
            " Given Name        Family Name        E-Mail Address",
            " ──────────────────────────────────────────────────────────",
            " Juan              Chavez             juanchavez@icloud.com",
            " Mei               Chen               meichen@icloud.com",
            " Tom               Clark              tomclark@icloud.com",
            " Gita              Kumar              gitakumar@icloud.com",
            "",
            "",
        ])
    }

    @Test("The header is bold; the cells are not")
    func headerBold() {
        let result = ViewGraph(PeopleTable()).layout(proposal: ProposedViewSize(width: 60, height: 8))
        let texts = result.placements.compactMap { p -> (String, Bool)? in
            if case .text(let t) = p.kind, t.lines.joined() != " " { return (t.lines.joined(), t.isBold) } else { return nil }
        }
        #expect(texts.filter(\.1).map(\.0) == ["Given Name", "Family Name", "E-Mail Address"])
        #expect(texts.contains { $0.0 == "Juan" && !$0.1 })
    }

    @Test("A table without rows: the header and its rule")
    func empty() {
        let table = Table([Person]()) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        }
        // 18 cells: 1 separator, 17 for titles of 10 and 11 (21): the last is cut by 4.
        #expect(textFrame(table, width: 20, height: 4) == [
            " Given Name Family…",
            " ──────────────────",
            "",
            "",
        ])
    }

    @Test("Table(of:columns:rows:) with TableRow values, a view column and a fixed width")
    func tableRows() {
        let table = Table(of: Person.self) {
            TableColumn("Name") { person in Text(person.fullName) }
            TableColumn("Mail", value: \.emailAddress).width(5)
        } rows: {
            TableRow(examplePeople[2])
            TableRow(examplePeople[0])
        }
        // 28 cells: 1 separator, "Mail" fixed at 5, "Name" the other 22; cells cut with "…".
        #expect(textFrame(table, width: 30, height: 4) == [
            " Name                   Mail",
            " ────────────────────────────",
            " Tom Clark              tomc…",
            " Juan Chavez            juan…",
        ])
    }

    @Test("tableStyle(.bordered): │ between the columns, ┼ on the rule, no inset")
    func bordered() {
        let table = Table(examplePeople.prefix(2)) {
            TableColumn("Given Name", value: \.givenName).width(10)
            TableColumn("Family Name", value: \.familyName)
        }
        .tableStyle(.bordered)
        #expect(textFrame(table, width: 24, height: 4) == [
            "Given Name│Family Name",
            "──────────┼─────────────",
            "Juan      │Chavez",
            "Mei       │Chen",
        ])
    }

    @Test("Each built-in style by name", arguments: [
        ("automatic", " Juan    Chavez"), ("inset", " Juan    Chavez"), ("bordered", "Juan   │Chavez"),
    ])
    func styles(_ name: String, _ firstRow: String) {
        let table = Table(examplePeople.prefix(1)) {
            TableColumn("Given", value: \.givenName).width(7)
            TableColumn("Family", value: \.familyName)
        }
        let view: AnyView = switch name {
        case "automatic": AnyView(table.tableStyle(.automatic))
        case "inset": AnyView(table.tableStyle(.inset))
        default: AnyView(table.tableStyle(.bordered))
        }
        #expect(textFrame(view, width: 16, height: 3)[2] == firstRow)
    }

    @Test("tableColumnHeaders(.hidden): no header and no rule, the rows from the top")
    func headersHidden() {
        let table = Table(examplePeople) {
            TableColumn("Given Name", value: \.givenName).width(6)
            TableColumn("Family Name", value: \.familyName)
        }
        .tableColumnHeaders(.hidden)
        #expect(textFrame(table, width: 16, height: 3) == [" Juan   Chavez", " Mei    Chen", " Tom    Clark"])
    }

    @TableColumnBuilder<Person, KeyPathComparator<Person>>
    private var nameColumns: some TableColumnContent<Person, KeyPathComparator<Person>> {
        TableColumn("First Name", value: \.givenName) { Text($0.givenName.uppercased()) }
        TableColumn("Last Name", value: \.familyName)
    }

    @Test("Columns factored into a @TableColumnBuilder property (TableColumnContent's example), beside one more")
    func factoredColumns() {
        let table = Table(examplePeople.prefix(2), sortOrder: .constant([KeyPathComparator(\Person.familyName)])) {
            nameColumns
            TableColumn("Mail", value: \.emailAddress).width(4)
        }
        // 30 cells less 2 separators: Mail 4; "First Name" (10 + 2) and "Last Name ▲" (9 + 2)
        // take 23 of the other 24, the one spare cell goes to the first.
        #expect(textFrame(table, width: 32, height: 4) == [
            " First Name    Last Name ▲ Mail",
            " ──────────────────────────────",
            " JUAN          Chavez      jua…",
            " MEI           Chen        mei…",
        ])
    }

    @Test("A sortable column in a table without a sort order is shown and does not sort")
    func sortableColumnUnsorted() {
        let table = Table(examplePeople.prefix(1)) {
            TableColumn("Given", value: \.givenName) { Text($0.givenName.uppercased()) }
            TableColumn("Family", value: \.familyName)
        }
        let graph = ViewGraph(table)
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 16, height: 3)), width: 16, height: 3)
            == [" Given  Family", " ──────────────", " JUAN   Chavez"])
        #expect(!FocusSystem(graph: graph).moveFocus(forward: true))
    }

    @Test("TableColumnForEach: a column for each element, after a static one")
    func columnForEach() {
        let fields: [(String, KeyPath<Person, String>)] = [("Family", \.familyName), ("Mail", \.emailAddress)]
        let table = Table(examplePeople.prefix(2)) {
            TableColumn("Given", value: \.givenName).width(5)
            TableColumnForEach(0..<fields.count) { index in
                TableColumn(fields[index].0, value: fields[index].1).width(7)
            }
        }
        #expect(textFrame(table, width: 24, height: 4) == [
            " Given Family  Mail",
            " ─────────────────────",
            " Juan  Chavez  juanch…",
            " Mei   Chen    meiche…",
        ])
    }

    @Test("A column or a row inside an if: there while it holds", arguments: [
        // 14 cells: Given fixed at 5, a separator, Mail the other 8.
        (true, [" Given Mail", " ──────────────", " Juan  juancha…", " Tom   tomclar…"]),
        // Given alone: fixed, it does not grow; the rule is as wide as it.
        (false, [" Given", " ─────", " Juan"]),
    ])
    func conditional(_ shown: Bool, _ expected: [String]) {
        let table = Table(of: Person.self) {
            TableColumn("Given", value: \.givenName).width(5)
            if shown {
                TableColumn("Mail", value: \.emailAddress)
            }
        } rows: {
            TableRow(examplePeople[0])
            if shown {
                TableRow(examplePeople[2])
            }
        }
        #expect(textFrame(table, width: 16, height: 4) == expected + Array(repeating: "", count: 4 - expected.count))
    }

    struct Numbered: Identifiable {
        let id: Int
        var name: String { "row \(id)" }
    }

    @Test("A table of 100 000 rows makes the rows on screen only")
    func largeTable() {
        let rows = (0..<100_000).lazy.map(Numbered.init(id:))
        let table = Table(rows) {
            TableColumn("#") { Text("\($0.id)") }.width(6)
            TableColumn("Name", value: \.name)
        }
        let graph = ViewGraph(table)
        let frame = textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 5)), width: 20, height: 5)
        #expect(frame == [" #      Name", " ──────────────────", " 0      row 0", " 1      row 1", " 2      row 2"])
        // A few nodes per row on screen (and the lazy stack's look-ahead), not per row of the data.
        #expect(graph.nodeCount < 300)
    }
}
