import Testing
@testable import TerminalLayout

struct ListBook: Identifiable {
    let id: Int
    var title: String
}

/// `List` and `listStyle` (LIST1).
struct ListTests {
    static func text(_ view: some View, width: Int = 12, height: Int = 4) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))),
                  width: width, height: height)
    }

    static let books = [ListBook(id: 1, title: "Emma"), ListBook(id: 2, title: "Ulysses"), ListBook(id: 3, title: "Dune")]

    @Test("Each initialiser makes a row per element, one column in, no gaps", arguments: [
        "identifiable", "id key path", "range", "builder", "binding",
    ])
    func initialisers(_ form: String) {
        let view: AnyView
        switch form {
        case "identifiable": view = AnyView(List(Self.books) { Text($0.title) })
        case "id key path": view = AnyView(List(["Emma", "Ulysses", "Dune"], id: \.self) { Text($0) })
        case "range": view = AnyView(List(0..<3) { Text(Self.books[$0].title) })
        case "binding": view = AnyView(List(.constant(Self.books)) { $book in Text(book.title) })
        default: view = AnyView(List { Text("Emma"); Text("Ulysses"); Text("Dune") })
        }
        #expect(Self.text(view) == [" Emma", " Ulysses", " Dune", ""])
    }

    /// A binding to a collection is itself a collection of identifiable
    /// bindings: `List($books) { $book in … }` matches both the plain and the
    /// binding initialiser, and must pick the binding one (it was ambiguous).
    @Test("List($state) { $row in … } picks the binding form, as SwiftUI does")
    func bindingToState() {
        struct Shelf: View {
            @State var books = ListTests.books
            var body: some View { List($books) { $book in Text(book.title) } }
        }
        #expect(Self.text(Shelf()) == [" Emma", " Ulysses", " Dune", ""])
        let list = List(Binding.constant(Self.books)) { $book in Text(book.title) }
        #expect(type(of: list) == List<Never, ForEach<LazyMapSequence<Range<Int>, (Int, Int)>, Int, Text>>.self)
        // A plain collection still takes the plain form.
        #expect(type(of: List(Self.books) { Text($0.title) }) == List<Never, ForEach<[ListBook], Int, Text>>.self)
    }

    @Test("A list takes all the space offered; rows past the bottom are not made until scrolled to",
          arguments: [(10, 3), (30, 8)] as [(CGFloat, CGFloat)])
    func size(_ width: CGFloat, _ height: CGFloat) {
        let result = ViewGraph(List(0..<1000) { Text("row \($0)") })
            .layout(proposal: ProposedViewSize(width: width, height: height))
        #expect(result.size == CGSize(width: width, height: height))
        let rows = result.placements.filter { if case .text = $0.kind { true } else { false } }
        #expect(rows.count <= Int(height) * 2)
    }

    @Test("A row that fills its width ends one column before the list's edge")
    func rowWidth() {
        let view = List { HStack(spacing: 0) { Text("a"); Spacer(); Text("z") } }
        #expect(Self.text(view, width: 8, height: 1) == [" a    z"])
    }

    @Test("Sections show their header and footer rows")
    func sections() {
        let view = List {
            Section { Text("Emma") } header: { Text("Fiction") } footer: { Text("1 book") }
            Text("Last")
        }
        #expect(Self.text(view, height: 5) == [" Fiction", " Emma", " 1 book", " Last", ""])
    }

    @Test("Every list style lays out as the default", arguments: ["automatic", "plain", "inset", "grouped", "insetGrouped", "sidebar"])
    func styles(_ name: String) {
        let list = List(Self.books) { Text($0.title) }
        let styled: AnyView = switch name {
        case "automatic": AnyView(list.listStyle(.automatic))
        case "plain": AnyView(list.listStyle(.plain))
        case "inset": AnyView(list.listStyle(.inset))
        case "grouped": AnyView(list.listStyle(.grouped))
        case "insetGrouped": AnyView(list.listStyle(.insetGrouped))
        default: AnyView(list.listStyle(.sidebar))
        }
        #expect(Self.text(styled) == Self.text(list))
    }

    @Test("listRowInsets moves a row's content from the default column to the given insets; nil keeps the default", arguments: [
        (EdgeInsets(), "Emma"), (EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 0), "   Emma"), (nil, " Emma"),
    ] as [(EdgeInsets?, String)])
    func rowInsets(_ insets: EdgeInsets?, _ expected: String) {
        let view = List { Text("Emma").listRowInsets(insets); Text("Dune") }
        #expect(Self.text(view, height: 2) == [expected, " Dune"])
    }

    @Test("listRowBackground spans the row's whole width; outside a list the row modifiers change nothing")
    func rowBackground() {
        let result = ViewGraph(List { Text("Emma").listRowBackground(Color.blue) })
            .layout(proposal: ProposedViewSize(width: 12, height: 2))
        let background = result.placements.first { $0.kind == .color(.blue) }
        #expect(background?.frame == CGRect(x: 0, y: 0, width: 12, height: 1))
        #expect(textFrame(result, width: 12, height: 2) == [" Emma", ""])
        let plain = Text("x")
        for modified in [AnyView(plain.listRowInsets(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))),
                         AnyView(plain.listRowBackground(Color.blue)), AnyView(plain.listRowSeparator(.hidden))] {
            #expect(lay(modified, 5, 5).size == CGSize(width: 1, height: 1))
        }
    }
}
