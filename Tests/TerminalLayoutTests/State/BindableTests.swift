import Testing
@testable import TerminalLayout

/// `@Bindable` (OBS3): bindings to an observable object's properties.
@MainActor
struct BindableTests {
    @Observable
    final class Book {
        var title = "Dune"
        var pages = 412
    }

    struct Editor: View {
        @Bindable var book: Book
        let sink: BindingSink<String>
        var body: some View {
            sink.binding = $book.title
            return Text(book.title).id("title")
        }
    }

    @Test("A binding from $object.property writes the object; the view reading it is laid out again")
    func bindingWritesTheObject() throws {
        let book = Book()
        let sink = BindingSink<String>()
        let graph = ViewGraph(Editor(book: book, sink: sink))
        let screen = ProposedViewSize(width: 20, height: 1)
        #expect(graph.layout(proposal: screen).frame(for: "title")?.width == 4)
        try #require(sink.binding).wrappedValue = "Emma"
        #expect(book.title == "Emma")
        book.title = "Persuasion"
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: screen).frame(for: "title")?.width == 10)
    }

    @Test("The local form and Bindable(_:) make the same bindings")
    func localForm() {
        let book = Book()
        @Bindable var local = book
        $local.pages.wrappedValue = 9
        #expect(book.pages == 9)
        let wrapped = Bindable(book)
        wrapped.projectedValue.title.wrappedValue = "X"
        #expect(book.title == "X")
        #expect(Bindable(projectedValue: wrapped).wrappedValue === book)
    }
}
