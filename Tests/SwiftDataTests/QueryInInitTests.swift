// A view that makes its query in `init` from its arguments — a filter on a date and a sort
// order given by its parent — and adds a member with two jobs when it appears, as SwiftData
// apps write it with `import SwiftUI` and `import SwiftData`.
import SwiftData
import SwiftUI
import Testing

struct MembersSince: View {
    @Environment(\.modelContext) var modelContext
    @Query var members: [User]

    init(joinedAfter cutoff: Date, sortOrder: [SortDescriptor<User>]) {
        _members = Query(filter: #Predicate<User> { member in member.joinDate >= cutoff }, sort: sortOrder)
    }

    var body: some View {
        List(members) { member in
            HStack {
                Text(member.name)
                Spacer()
                Text(String(member.jobs.count))
            }
        }
        .onAppear {
            let member = User(name: "Ada", city: "London", joinDate: .now)
            modelContext.insert(member)
            member.jobs.append(Job(name: "Engine notes", priority: 3))
            member.jobs.append(Job(name: "Tables", priority: 1))
        }
    }
}

@Suite("A query made in init")
@MainActor
struct QueryInInitTests {
    @Test("The member added on appear is listed with the count of its jobs; the jobs are in the store",
          arguments: [false, true])
    func addedOnAppear(_ onlyRecent: Bool) throws {
        let container = try ModelContainer(for: User.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let old = User(name: "Grace", city: "Arlington", joinDate: .now.addingTimeInterval(-86_400 * 30))
        container.mainContext.insert(old)
        let cutoff = onlyRecent ? Date.now.addingTimeInterval(-86_400) : .distantPast
        let graph = ViewGraph(MembersSince(joinedAfter: cutoff, sortOrder: [SortDescriptor(\User.name)]).modelContainer(container))
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 6))
        let texts = QueryViewTests.texts(graph.layout(proposal: ProposedViewSize(width: 30, height: 6)))
        #expect(texts.contains("Ada") && texts.contains("2"))
        #expect(texts.contains("Grace") == !onlyRecent)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Job>()) == 2)
        if !onlyRecent { #expect(texts.firstIndex(of: "Ada")! < texts.firstIndex(of: "Grace")!) }
    }
}
