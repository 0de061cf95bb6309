import Foundation
@testable import SwiftData
import Testing

/// Inserting, fetching (filtered, sorted, windowed), counting and deleting in a context of an
/// in-memory container.
@Suite("ModelContext")
@MainActor
struct ContextTests {
    /// A context of a new in-memory container of books, users, jobs and teams.
    static func context() throws -> ModelContext {
        let config = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try ModelContainer(for: Book.self, User.self, Team.self, Device.self, configurations: config)
        return container.mainContext
    }

    /// Four books: (title, author, rating).
    static let books = [("Dune", "Herbert", 5), ("Emma", "Austen", 3), ("Beloved", "Morrison", 4), ("Carrie", "King", 2)]

    static func bookContext() throws -> ModelContext {
        let context = try context()
        for (title, author, rating) in books { context.insert(Book(title: title, author: author, rating: rating)) }
        return context
    }

    @Test("Fetches in insertion order without a sort; with one, in its order")
    func fetchOrder() throws {
        let context = try Self.bookContext()
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune", "Emma", "Beloved", "Carrie"])
        let byTitle = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])
        #expect(try context.fetch(byTitle).map(\.title) == ["Beloved", "Carrie", "Dune", "Emma"])
        let byRating = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.rating, order: .reverse)])
        #expect(try context.fetch(byRating).map(\.rating) == [5, 4, 3, 2])
    }

    @Test("A predicate filters; fetchCount counts what fetch returns",
          arguments: [(2, ["Dune", "Emma", "Beloved"]), (3, ["Dune", "Beloved"]), (5, [])])
    func filter(minimum: Int, titles: [String]) throws {
        let context = try Self.bookContext()
        let descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.rating > minimum })
        #expect(try context.fetch(descriptor).map(\.title) == titles)
        #expect(try context.fetchCount(descriptor) == titles.count)
    }

    @Test("fetchOffset and fetchLimit take a window of the sorted models",
          arguments: [(nil, nil, "BCDE"), (0, 2, "BC"), (1, 2, "CD"), (3, 5, "E"), (4, 1, ""), (nil, 0, "")] as [(Int?, Int?, String)])
    func window(offset: Int?, limit: Int?, initials: String) throws {
        let context = try Self.bookContext()
        var descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])
        descriptor.fetchOffset = offset
        descriptor.fetchLimit = limit
        #expect(String(try context.fetch(descriptor).compactMap(\.title.first)) == initials)
    }

    @Test("Ties of the first sort descriptor are ordered by the second")
    func twoDescriptors() throws {
        let context = try Self.context()
        for (title, author) in [("B", "y"), ("A", "z"), ("B", "x"), ("A", "a")] {
            context.insert(Book(title: title, author: author, rating: 1))
        }
        let descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\Book.title), SortDescriptor(\Book.author)])
        #expect(try context.fetch(descriptor).map { $0.title + $0.author } == ["Aa", "Az", "Bx", "By"])
    }

    @Test("localizedStandardContains in a #Predicate ignores case and diacritics")
    func localizedStandardContains() throws {
        let context = try Self.context()
        for (name, city) in [("Roy", "London"), ("Paul", "London"), ("Ärron", "London"), ("Rosa", "Paris")] {
            context.insert(User(name: name, city: city, joinDate: .now))
        }
        let predicate = #Predicate<User> { user in user.name.localizedStandardContains("R") && user.city == "London" }
        let users = try context.fetch(FetchDescriptor(predicate: predicate))
        #expect(users.map(\.name) == ["Roy", "Ärron"])
    }

    @Test("delete removes one model; delete(model:) removes all, or those matching")
    func delete() throws {
        let context = try Self.bookContext()
        let emma = try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Emma" }))[0]
        context.delete(emma)
        #expect(emma.isDeleted)
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune", "Beloved", "Carrie"])
        try context.delete(model: Book.self, where: #Predicate { $0.rating < 5 })
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Dune"])
        try context.delete(model: Book.self)
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 0)
    }

    @Test("hasChanges after an insert or an edit, not after a save")
    func hasChanges() throws {
        let context = try Self.context()
        #expect(!context.hasChanges)
        let book = Book(title: "A", author: "B", rating: 1)
        context.insert(book)
        #expect(context.hasChanges && context.insertedModelsArray.count == 1)
        try context.save()
        #expect(!context.hasChanges)
        #expect(!book.hasChanges)
        book.rating = 2
        #expect(context.hasChanges && context.changedModelsArray.count == 1 && book.hasChanges)
    }

    @Test("rollback() forgets inserts, restores deletes and the saved values of edits")
    func rollback() throws {
        let context = try Self.context()
        let user = User(name: "Roy", city: "London", joinDate: .now)
        context.insert(user)
        user.jobs.append(Job(name: "a", priority: 1))
        let book = Book(title: "Kept", author: "x", rating: 1)
        context.insert(book)
        try context.save()

        book.title = "Edited"
        book.rating = 5
        context.insert(Book(title: "New", author: "x", rating: 1))
        user.jobs.append(Job(name: "b", priority: 2))
        context.delete(user)
        #expect(try context.fetchCount(FetchDescriptor<User>()) == 0)
        context.rollback()
        #expect(!context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Book>()).map { "\($0.title) \($0.rating)" } == ["Kept 1"])
        #expect(try context.fetch(FetchDescriptor<User>()).map(\.name) == ["Roy"])
        #expect(user.jobs.map(\.name) == ["a"] && user.jobs[0].owner === user)
        #expect(try context.fetch(FetchDescriptor<Job>()).map(\.name) == ["a"])
    }

    @Test("fetch(_:batchSize:) returns the same models as a collection")
    func batched() throws {
        let context = try Self.bookContext()
        let results = try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]), batchSize: 2)
        #expect(results.count == 4 && results.map(\.title) == ["Beloved", "Carrie", "Dune", "Emma"] && results[3].title == "Emma")
    }

    @Test("enumerate visits the fetched models in order")
    func enumerate() throws {
        let context = try Self.bookContext()
        var titles: [String] = []
        try context.enumerate(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.rating)])) { titles.append($0.title) }
        #expect(titles == ["Carrie", "Emma", "Beloved", "Dune"])
    }

    @Test("A model with its own id and Codable by hand: its id is its own; decoded, it is inserted like any")
    func ownIdentifier() throws {
        let context = try ModelContext(ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let note = Note(text: "hi")
        let id: UUID = note.id
        let copy = try JSONDecoder().decode(Note.self, from: JSONEncoder().encode(note))
        context.insert(copy)
        #expect(copy.id == id && copy.text == "hi" && copy !== note)
        #expect(try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.id == id })).first === copy)
    }

    @Test("save() posts willSave, then didSave with the identifiers inserted, updated and deleted")
    func saveNotifications() throws {
        let context = try Self.bookContext()
        try context.save()
        let books = try context.fetch(FetchDescriptor<Book>())
        books[0].rating = 1
        context.delete(books[1])
        let added = Book(title: "New", author: "x", rating: 1)
        context.insert(added)
        /// What the observers saw (posted synchronously, on this thread).
        final class Seen: @unchecked Sendable {
            var posted: [String] = []
            var userInfo: [AnyHashable: Any] = [:]
        }
        let seen = Seen()
        let center = NotificationCenter.default
        let observers = [
            center.addObserver(forName: ModelContext.willSave, object: context, queue: nil) { _ in seen.posted.append("will") },
            center.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { note in
                seen.posted.append("did")
                seen.userInfo = note.userInfo ?? [:]
            },
        ]
        defer { observers.forEach(center.removeObserver) }
        try context.save()
        func ids(_ key: ModelContext.NotificationKey) -> [PersistentIdentifier]? { seen.userInfo[key.rawValue] as? [PersistentIdentifier] }
        #expect(seen.posted == ["will", "did"])
        #expect(ids(.insertedIdentifiers) == [added.persistentModelID])
        #expect(ids(.updatedIdentifiers) == [books[0].persistentModelID])
        #expect(ids(.deletedIdentifiers) == [books[1].persistentModelID])
    }

    @Test("transaction runs its block and saves")
    func transaction() throws {
        let context = try Self.context()
        try context.transaction { context.insert(Book(title: "T", author: "x", rating: 1)) }
        #expect(try !context.hasChanges && context.fetchCount(FetchDescriptor<Book>()) == 1)
    }

    @Test("Models are equal and hashed by identity; their identifiers name their entity")
    func identity() throws {
        let context = try Self.context()
        let a = Book(title: "A", author: "B", rating: 1), b = Book(title: "A", author: "B", rating: 1)
        context.insert(a)
        #expect(a == a && a != b && Set([a, a, b]).count == 2)
        #expect(a.persistentModelID.entityName == "Book" && a.id == a.persistentModelID)
        #expect(context.registeredModel(for: a.persistentModelID) as Book? === a)
        #expect(a.modelContext === context && b.modelContext == nil)
    }
}

/// Relationships: inverses kept in step, related models inserted, delete rules.
@Suite("Relationships")
@MainActor
struct RelationshipTests {
    @Test("A job made with its owner is in the owner's jobs once inserted (inverse inferred)")
    func inverseOnInsert() throws {
        let context = try ContextTests.context()
        let user = User(name: "Roy", city: "London", joinDate: .now)
        context.insert(user)
        let job = Job(name: "Paint", priority: 2, owner: user)
        context.insert(job)
        #expect(user.jobs.map(\.name) == ["Paint"])
    }

    @Test("Appending to a to-many sets the inverse and inserts the related model; setting a to-one appends")
    func inverseOnSet() throws {
        let context = try ContextTests.context()
        let user = User(name: "Roy", city: "London", joinDate: .now)
        context.insert(user)
        let paint = Job(name: "Paint", priority: 2)
        user.jobs.append(paint)
        #expect(paint.owner === user)
        #expect(try context.fetchCount(FetchDescriptor<Job>()) == 1)
        let mow = Job(name: "Mow", priority: 1)
        context.insert(mow)
        mow.owner = user
        #expect(user.jobs.map(\.name) == ["Paint", "Mow"])
        let other = User(name: "Ann", city: "Leeds", joinDate: .now)
        context.insert(other)
        mow.owner = other
        #expect(user.jobs.map(\.name) == ["Paint"] && other.jobs.map(\.name) == ["Mow"])
    }

    @Test("Deleting a user deletes its jobs (cascade); deleting a job removes it from its owner (nullify)")
    func cascadeAndNullify() throws {
        let context = try ContextTests.context()
        let user = User(name: "Roy", city: "London", joinDate: .now)
        context.insert(user)
        for (name, priority) in [("a", 1), ("b", 2), ("c", 3)] { user.jobs.append(Job(name: name, priority: priority)) }
        context.delete(user.jobs[1])
        #expect(user.jobs.map(\.name) == ["a", "c"])
        #expect(try context.fetchCount(FetchDescriptor<Job>()) == 2)
        context.delete(user)
        #expect(try context.fetchCount(FetchDescriptor<Job>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<User>()) == 0)
    }

    @Test("A written inverse: players join the team; deleting the team nullifies their team")
    func declaredInverse() throws {
        let context = try ContextTests.context()
        let team = Team(name: "Reds")
        context.insert(team)
        let ann = Player(name: "Ann", team: team), bob = Player(name: "Bob")
        context.insert(ann)
        team.players.append(bob)
        #expect(team.players.map(\.name) == ["Ann", "Bob"] && bob.team === team)
        context.delete(team)
        #expect(ann.team == nil && bob.team == nil)
        #expect(try context.fetchCount(FetchDescriptor<Player>()) == 2)
    }

    @Test("@Attribute(.unique): inserting a model whose value is taken updates the one holding it")
    func unique() throws {
        let context = try ContextTests.context()
        context.insert(Team(name: "Reds", score: 1))
        context.insert(Team(name: "Blues", score: 2))
        context.insert(Team(name: "Reds", score: 7))
        let teams = try context.fetch(FetchDescriptor<Team>(sortBy: [SortDescriptor(\.name)]))
        #expect(teams.map { "\($0.name) \($0.score)" } == ["Blues 2", "Reds 7"])
    }

    @Test("The schema holds the related models")
    func schema() {
        #expect(Set(Schema([User.self]).entityNames) == ["User", "Job"])
        #expect(Set(Schema(Team.self).entityNames) == ["Team", "Player"])
    }

    @Test("Models that are also Codable relate as models: decoded friends are inserted with their member")
    func codableModels() throws {
        let context = try ModelContext(ModelContainer(for: Member.self, Buddy.self,
                                                      configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let json = #"{"name": "Ann", "friends": [{"name": "Bob"}, {"name": "Cy"}]}"#
        let ann = try JSONDecoder().decode(Member.self, from: Data(json.utf8))
        context.insert(ann)
        #expect(try context.fetch(FetchDescriptor<Buddy>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Bob", "Cy"])
        let dee = Buddy(name: "Dee")
        ann.best = dee
        #expect(dee.modelContext === context)
        #expect(try context.fetchCount(FetchDescriptor<Buddy>()) == 3)
        #expect(Set(Schema(Member.self).entityNames) == ["Member", "Buddy"])
    }
}
