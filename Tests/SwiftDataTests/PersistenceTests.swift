import Foundation
import SwiftData
import Testing

enum SchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Book.self] }
}

enum SchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Book.self, Trip.self] }
}

/// A migration plan as apps write one (accepted; its stages are not run).
enum BooksMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
    static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
}

/// Containers stored in a file: what one saves, another at the same URL reads.
@Suite("Persistence")
@MainActor
struct PersistenceTests {
    /// A new file URL in a new temporary directory.
    static func storeURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("SwiftDataTests-\(UUID().uuidString)")
            .appendingPathComponent("default.store")
    }

    static func container(_ url: URL) throws -> ModelContainer {
        try ModelContainer(for: User.self, Book.self, configurations: ModelConfiguration(url: url))
    }

    @Test("A let property (read-only key path) is saved and read back, and a copy keeps it")
    func letProperty() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        do {
            let context = ModelContext(try ModelContainer(for: Badge.self, configurations: ModelConfiguration(url: url)))
            context.insert(Badge(code: "B-7", name: "Gold"))
            try context.save()
        }
        let context = try ModelContainer(for: Badge.self, configurations: ModelConfiguration(url: url)).mainContext
        let badges = try context.fetch(FetchDescriptor<Badge>())
        #expect(badges.map { "\($0.code) \($0.name)" } == ["B-7 Gold"])
        badges.first?.name = "Silver"
        #expect(badges.map { "\($0.code) \($0.name)" } == ["B-7 Silver"])
    }

    @Test("A second container at the same URL sees the saved models, attributes and relationships")
    func roundTrip() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let date = Date(timeIntervalSinceReferenceDate: 1234.5678)
        do {
            let context = ModelContext(try Self.container(url))
            let user = User(name: "Roy", city: "London", joinDate: date)
            context.insert(user)
            user.jobs.append(Job(name: "Paint", priority: 2))
            user.jobs.append(Job(name: "Mow", priority: 1))
            context.insert(Book(title: "Dune", author: "Herbert", rating: 5))
            try context.save()
        }
        let context = try Self.container(url).mainContext
        let users = try context.fetch(FetchDescriptor<User>())
        #expect(users.map(\.name) == ["Roy"] && users.first?.joinDate == date && users.first?.city == "London")
        #expect(users.first?.jobs.map(\.name) == ["Paint", "Mow"])
        #expect(users.first?.jobs.allSatisfy { $0.owner === users.first } == true)
        #expect(try context.fetch(FetchDescriptor<Book>()).map { "\($0.title) \($0.rating)" } == ["Dune 5"])
    }

    @Test("An optional to-many relationship, an enum, an array and an optional attribute round-trip")
    func optionalToMany() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        do {
            let context = ModelContext(try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url)))
            let rome = Trip(name: "Rome"), empty = Trip(name: "Empty")
            context.insert(rome)
            context.insert(empty)
            rome.kind = .beach
            rome.tags = ["sun", "food"]
            rome.sights?.append(Sight(name: "Forum"))
            let colosseum = Sight(name: "Colosseum")
            context.insert(colosseum)
            colosseum.trip = rome
            empty.sights = nil
            #expect(rome.sights?.map(\.name) == ["Forum", "Colosseum"] && rome.sights?.first?.trip === rome)
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url)))
        let trips = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        #expect(trips.map(\.name) == ["Empty", "Rome"])
        #expect(trips[0].sights == nil && trips[0].notes == nil)
        #expect(trips[1].kind == .beach && trips[1].tags == ["sun", "food"])
        #expect(trips[1].sights?.map(\.name) == ["Forum", "Colosseum"] && trips[1].sights?.last?.trip === trips[1])
        context.delete(trips[1])
        #expect(try context.fetchCount(FetchDescriptor<Sight>()) == 0)
    }

    @Test("A migration plan and a versioned schema are accepted; a store reads the properties it has by name")
    func migration() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A Trip saved before `notes`, `tags` and `kind` existed: the optional reads as nil; the others are missing.
        let old = #"{"entities":{"Trip":[{"$id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","name":"Old","sights":[],"tags":[],"kind":"city"}]},"version":1}"#
        try Data(old.utf8).write(to: url)
        let container = try ModelContainer(for: Schema(versionedSchema: SchemaV2.self), migrationPlan: BooksMigrationPlan.self,
                                           configurations: [ModelConfiguration(url: url)])
        let trips = try ModelContext(container).fetch(FetchDescriptor<Trip>())
        #expect(trips.map(\.name) == ["Old"] && trips.first?.notes == nil)
        try Data(#"{"entities":{"Trip":[{"$id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","name":"Old"}]},"version":1}"#.utf8).write(to: url)
        let error = #expect(throws: SwiftDataError.self) { try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url)) }
        #expect(error?.description.contains("without a value for 'kind'") == true)
    }

    @Test("Unsaved changes are not in the file; a deletion saved is gone")
    func unsavedAndDeleted() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let first = ModelContext(try Self.container(url))
        let a = Book(title: "A", author: "x", rating: 1)
        first.insert(a)
        first.insert(Book(title: "B", author: "x", rating: 1))
        try first.save()
        first.insert(Book(title: "C", author: "x", rating: 1))
        #expect(try ModelContext(try Self.container(url)).fetch(FetchDescriptor<Book>()).map(\.title) == ["A", "B"])
        first.delete(a)
        try first.save()
        #expect(try ModelContext(try Self.container(url)).fetch(FetchDescriptor<Book>()).map(\.title) == ["B", "C"])
    }

    @Test("In memory only: a second container sees nothing")
    func inMemory() throws {
        let config = ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none)
        let container = try ModelContainer(for: Book.self, configurations: config)
        container.mainContext.insert(Book(title: "x", author: "y", rating: 1))
        try container.mainContext.save()
        let other = try ModelContainer(for: Book.self, configurations: config)
        #expect(try other.mainContext.fetchCount(FetchDescriptor<Book>()) == 0)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Book>()) == 1)
    }

    @Test("A model holding a value that is not Codable: save() throws, names it, writes nothing")
    func unsupported() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let context = ModelContext(try ModelContainer(for: Device.self, configurations: ModelConfiguration(url: url)))
        context.insert(Device(label: "tty", handle: Handle(raw: 3)))
        #expect(context.fetchCountOrZero == 1)
        let error = #expect(throws: SwiftDataError.self) { try context.save() }
        #expect(error?.description.contains("Device.handle of type Handle") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("A file that is not a store: the container's init throws")
    func unreadable() throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: url)
        #expect(throws: SwiftDataError.self) { try Self.container(url) }
    }

    @Test("The main context autosaves: a change schedules a save on the main queue")
    func autosave() async throws {
        let url = Self.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let container = try Self.container(url)
        #expect(container.mainContext.autosaveEnabled && !ModelContext(container).autosaveEnabled)
        container.mainContext.insert(Book(title: "Saved", author: "x", rating: 1))
        // The test runs on the main actor: yielding lets the main queue run the save.
        for _ in 0..<50 where container.mainContext.hasChanges { try await Task.sleep(for: .milliseconds(20)) }
        #expect(try ModelContext(try Self.container(url)).fetch(FetchDescriptor<Book>()).map(\.title) == ["Saved"])
    }
}

extension ModelContext {
    fileprivate var fetchCountOrZero: Int { (try? fetchCount(FetchDescriptor<Device>())) ?? 0 }
}
