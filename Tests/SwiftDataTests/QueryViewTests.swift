// Views as SwiftUI apps with SwiftData write them — `import SwiftUI` and `import SwiftData`,
// nothing of this package named — laid out headless.
import SwiftData
import SwiftUI
import Testing

struct BookList: View {
    @Environment(\.modelContext) var modelContext
    @Query(sort: [SortDescriptor(\Book.title), SortDescriptor(\Book.author)]) var books: [Book]

    var body: some View {
        VStack {
            Text("\(books.count) books")
            List {
                ForEach(books) { book in
                    Text(book.title)
                }
                .onDelete { offsets in
                    for offset in offsets { modelContext.delete(books[offset]) }
                }
            }
            Button("Add") { modelContext.insert(Book(title: "A", author: "B", rating: 3)) }
        }
    }
}

/// A private query without arguments beside a private state: the view is made with `()`, as
/// SwiftUI apps write it (the query is initialised by its zero-argument initialiser).
struct BookCount: View {
    @State private var shown = true
    @Query private var books: [Book]

    var body: some View { Text(shown ? "\(books.count) books" : "") }
}

/// A query made in `init`, from the view's parameters.
struct UserList: View {
    @Query var users: [User]

    init(minimumJoinDate: Date, sortOrder: [SortDescriptor<User>]) {
        _users = Query(filter: #Predicate<User> { user in user.joinDate >= minimumJoinDate }, sort: sortOrder)
    }

    var body: some View {
        VStack {
            ForEach(users) { user in Text(user.name) }
        }
    }
}

/// A query sorted by a key path, with an animation.
struct JobList: View {
    @Query(sort: \Job.priority, order: .reverse, animation: .default) var jobs: [Job]
    var body: some View {
        VStack { ForEach(jobs) { Text("\($0.priority) \($0.name)") } }
    }
}

/// The other ways a query is written: a key path, a filter alone, an optional key path, a descriptor.
struct QueryForms: View {
    static var topTwo: FetchDescriptor<Book> {
        var descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.rating, order: .reverse)])
        descriptor.fetchLimit = 2
        return descriptor
    }
    @Query(sort: \Book.title) var byTitle: [Book]
    @Query(filter: #Predicate<Book> { $0.rating > 3 }) var good: [Book]
    @Query(sort: \Trip.notes, order: .reverse) var trips: [Trip]
    @Query(QueryForms.topTwo) var topTwo: [Book]
    @Query(FetchDescriptor<Book>(), animation: .default) var all: [Book]

    var body: some View {
        VStack {
            Text(byTitle.map(\.title).joined(separator: ","))
            Text(good.map(\.title).joined(separator: ","))
            Text(topTwo.map(\.title).joined(separator: ","))
            Text("\(all.count) \(trips.count)")
        }
    }
}

struct BookEditor: View {
    @Bindable var book: Book
    var body: some View {
        TextField("Title", text: $book.title)
    }
}

/// An app as written for SwiftUI: the scene modifiers compile.
struct BookwormApp: App {
    var body: some Scene {
        WindowGroup { BookList() }
            .modelContainer(for: Book.self, inMemory: true)
    }
}

struct TeamsApp: App {
    let container = try! ModelContainer(for: Schema([Team.self, User.self]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    var body: some Scene {
        WindowGroup { JobList() }
            .modelContainer(container)
    }
}

/// A preview as Hacking with Swift writes one: a container made in the preview, a model shown.
#Preview {
    do {
        let config = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: Book.self, configurations: config)
        let book = Book(title: "Preview", author: "Me", rating: 4)
        return BookEditor(book: book).modelContainer(container)
    } catch {
        return Text("Failed to create container: \(error.localizedDescription)")
    }
}

/// Receives a scene's window content and lays it out.
struct WindowLayout: _SceneVisitor {
    var texts: [String] = []
    mutating func visit<Content: View>(_ content: Content) {
        // Visited from a main-actor test, on the main thread.
        nonisolated(unsafe) let content = content
        texts = MainActor.assumeIsolated { QueryViewTests.texts(ViewGraph(content).layout(proposal: QueryViewTests.proposal)) }
    }
}

/// Counts a scene's windows and the views of its commands.
struct CommandsCounter: _SceneVisitor {
    var windows = 0
    var views = 0
    mutating func visit<Content: View>(_ content: Content) { windows += 1 }
    mutating func visitCommands(_ views: [AnyView]) { self.views += views.count }
}

@Suite("@Query in views")
@MainActor
struct QueryViewTests {
    /// The texts laid out, top to bottom, left to right.
    static func texts(_ result: LayoutResult) -> [String] {
        result.placements.compactMap { placement -> (CGFloat, CGFloat, String)? in
            guard case .text(let text) = placement.kind else { return nil }
            return (placement.frame.minY, placement.frame.minX, text.lines.joined(separator: "\n"))
        }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        .map(\.2)
    }

    static func container() throws -> ModelContainer {
        try ModelContainer(for: Book.self, User.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    static let proposal = ProposedViewSize(width: 30, height: 12)

    @Test("The rows follow inserts, deletes and edits of the context")
    func follows() throws {
        let container = try Self.container()
        let context = container.mainContext
        context.insert(Book(title: "Emma", author: "Austen", rating: 3))
        context.insert(Book(title: "Dune", author: "Herbert", rating: 5))
        let graph = ViewGraph(BookList().modelContainer(container))
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["2 books", "Dune", "Emma", "Add"])

        let carrie = Book(title: "Carrie", author: "King", rating: 2)
        context.insert(carrie)
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["3 books", "Carrie", "Dune", "Emma", "Add"])

        carrie.title = "Zed"
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["3 books", "Dune", "Emma", "Zed", "Add"])

        context.delete(carrie)
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["2 books", "Dune", "Emma", "Add"])
    }

    @Test("@Query private var … without arguments: made with (), every model, unsorted")
    func privateQueryWithoutArguments() throws {
        let container = try Self.container()
        container.mainContext.insert(Book(title: "Emma", author: "Austen", rating: 3))
        container.mainContext.insert(Book(title: "Dune", author: "Herbert", rating: 5))
        let graph = ViewGraph(BookCount().modelContainer(container))
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["2 books"])
    }

    @Test("A query made in init filters by the view's parameter and sorts by its order",
          arguments: [(0, [SortDescriptor(\User.name)], ["Ann", "Bob", "Cy"]),
                      (15, [SortDescriptor(\User.name)], ["Bob", "Cy"]),
                      (15, [SortDescriptor(\User.name, order: .reverse)], ["Cy", "Bob"])])
    func madeInInit(minimum: Double, order: [SortDescriptor<User>], names: [String]) throws {
        let container = try Self.container()
        for (name, day) in [("Cy", 30.0), ("Ann", 10.0), ("Bob", 20.0)] {
            container.mainContext.insert(User(name: name, city: "London", joinDate: Date(timeIntervalSince1970: day)))
        }
        let view = UserList(minimumJoinDate: Date(timeIntervalSince1970: minimum), sortOrder: order).modelContainer(container)
        #expect(Self.texts(ViewGraph(view).layout(proposal: Self.proposal)) == names)
    }

    @Test("A key-path sort, reversed; jobs added through a relationship appear")
    func keyPathSort() throws {
        let container = try Self.container()
        let user = User(name: "Roy", city: "London", joinDate: .now)
        container.mainContext.insert(user)
        user.jobs.append(Job(name: "low", priority: 1))
        let graph = ViewGraph(JobList().modelContext(container.mainContext))
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["1 low"])
        user.jobs.append(Job(name: "high", priority: 9))
        #expect(Self.texts(graph.layout(proposal: Self.proposal)) == ["9 high", "1 low"])
    }

    @Test("Without a container the environment's context is an empty one")
    func noContainer() {
        #expect(Self.texts(ViewGraph(BookList()).layout(proposal: Self.proposal)) == ["0 books", "Add"])
    }

    @Test("modelContainer(for:inMemory:) makes one container for the types, kept across evaluations")
    func sharedContainer() {
        var made = 0
        let view = { BookList().modelContainer(for: [Book.self], inMemory: true, onSetup: { _ in made += 1 }) }
        _ = ViewGraph(view()).layout(proposal: Self.proposal)
        _ = ViewGraph(view()).layout(proposal: Self.proposal)
        #expect(made <= 1)
    }

    @Test("Scene.modelContainer(_:) gives the window's views the container's context")
    func scene() {
        let app = TeamsApp()
        let user = User(name: "Roy", city: "London", joinDate: .now)
        app.container.mainContext.insert(user)
        user.jobs.append(Job(name: "mow", priority: 3))
        let scene = app.body
        var window = WindowLayout()
        type(of: scene)._visit(scene, &window)
        #expect(window.texts == ["3 mow"])
    }

    @Test("Scene.modelContainer(_:) hands on the commands of the scene it wraps (CMD1)", arguments: [0, 1, 2])
    func sceneCommands(_ menus: Int) {
        let app = TeamsApp()
        let scene = WindowGroup { JobList() }
            .commands {
                if menus > 0 { CommandMenu("A") { Button("a") {} } }
                if menus > 1 { CommandGroup(after: .newItem) { Button("b") {} } }
            }
            .modelContainer(app.container)
        var counter = CommandsCounter()
        type(of: scene)._visit(scene, &counter)
        #expect(counter.views == menus && counter.windows == 1)
    }

    @Test("@Bindable: a text field edits the model; the query's rows follow")
    func bindable() throws {
        let container = try Self.container()
        let book = Book(title: "Old", author: "x", rating: 1)
        container.mainContext.insert(book)
        let binding = Bindable(book).title
        binding.wrappedValue = "New"
        #expect(book.title == "New")
        #expect(Self.texts(ViewGraph(BookList().modelContainer(container)).layout(proposal: Self.proposal)).contains("New"))
    }

    @Test("A query by key path, by filter alone, by a descriptor with a limit")
    func forms() throws {
        let container = try ModelContainer(for: Book.self, Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (title, rating) in [("c", 5), ("a", 2), ("b", 4), ("d", 1)] {
            container.mainContext.insert(Book(title: title, author: "x", rating: rating))
        }
        let texts = Self.texts(ViewGraph(QueryForms().modelContainer(container)).layout(proposal: Self.proposal))
        #expect(texts == ["a,b,c,d", "c,b", "c,b", "4 0"])
    }
}
