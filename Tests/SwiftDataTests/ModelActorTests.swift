import SwiftData
import Testing

@ModelActor
actor BookImporter {
    func importBooks(_ count: Int) throws -> Int {
        for index in 0..<count { modelContext.insert(Book(title: "Imported \(index)", author: "x", rating: 1)) }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Book>())
    }

    func title(of id: PersistentIdentifier) -> String? {
        self[id, as: Book.self]?.title
    }
}

/// A `@ModelActor` as apps write one: its own context of the container, its jobs on the main queue.
@Suite("@ModelActor")
struct ModelActorTests {
    @Test("An actor inserts and saves through its context; the main context sees the models")
    @MainActor
    func imports() async throws {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let importer = BookImporter(modelContainer: container)
        #expect(importer.modelContainer === container)
        #expect(try await importer.importBooks(3) == 3)
        let books = try container.mainContext.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
        #expect(books.map(\.title) == ["Imported 0", "Imported 1", "Imported 2"])
        #expect(await importer.title(of: books[1].persistentModelID) == "Imported 1")
    }
}
