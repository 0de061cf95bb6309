import Foundation
import SwiftData
import Testing

/// Many models: inserted, related, saved and read back in time linear in their number (the
/// timings are printed; on 2 cores, debug: about half a second each for 32,000 models).
@Suite("Scale")
@MainActor
struct ScaleTests {
    @Test("20,000 books and 2,000 users with 5 jobs each: saved and read back")
    func manyModels() throws {
        let url = PersistenceTests.storeURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let clock = ContinuousClock()
        var timings: [String: Duration] = [:]
        do {
            let context = ModelContext(try PersistenceTests.container(url))
            timings["insert"] = clock.measure {
                for index in 0..<20_000 { context.insert(Book(title: "Book " + String(format: "%05d", index), author: "A", rating: index % 5)) }
                for index in 0..<2_000 {
                    let user = User(name: "User \(index)", city: "C", joinDate: .now)
                    context.insert(user)
                    for job in 0..<5 { user.jobs.append(Job(name: "Job \(job)", priority: job)) }
                }
            }
            timings["save"] = try clock.measure { try context.save() }
        }
        var context: ModelContext!
        timings["load"] = try clock.measure { context = ModelContext(try PersistenceTests.container(url)) }
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 20_000)
        #expect(try context.fetchCount(FetchDescriptor<Job>(predicate: #Predicate { $0.owner != nil })) == 10_000)
        var top = FetchDescriptor<Book>(predicate: #Predicate { $0.rating == 4 }, sortBy: [SortDescriptor(\.title)])
        top.fetchLimit = 3
        var titles: [String] = []
        timings["fetch"] = try clock.measure { titles = try context.fetch(top).map(\.title) }
        #expect(titles == ["Book 00004", "Book 00009", "Book 00014"])
        print("ScaleTests:", timings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
