import Testing
@testable import Combine

/// `assign(to: &$property)`: every value set as an assignment would be; the subscription
/// lasts as long as the object.
struct AssignToPublishedTests {
    final class Search: ObservableObject {
        @Published var query = ""
        @Published var count = -1
        init() { $query.map(\.count).assign(to: &$count) }
    }

    final class Counter: ObservableObject {
        @Published var value = 0
    }

    @Test("assign(to:): the property follows the publisher, objectWillChange sending before each set")
    func follows() {
        let search = Search()
        #expect(search.count == 0)                          // $query's current value, at once
        var changes = 0
        let watching = search.objectWillChange.sink { changes += 1 }
        var counts: [Int] = []
        let counting = search.$count.sink { counts.append($0) }
        search.query = "abc"
        #expect(search.count == 3)
        #expect(changes == 2)                               // query, then count
        #expect(counts == [0, 3])
        _ = (watching, counting)
    }

    @Test("assign(to:): the subscription ends with the object, which it does not keep")
    func lastsAsLongAsTheObject() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: Counter?
        weak var releasedSearch: Search?
        do {
            let counter = Counter()
            subject.assign(to: &counter.$value)
            subject.send(5)
            #expect(counter.value == 5)
            #expect(subject.subscriberCount == 1)
            released = counter
            let search = Search()                           // assigns from its own $query
            search.query = "ab"
            releasedSearch = search
        }
        #expect(released == nil && releasedSearch == nil)
        #expect(subject.subscriberCount == 0)
    }
}
