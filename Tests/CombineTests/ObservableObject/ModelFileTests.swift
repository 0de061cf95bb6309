// A view model's file as SwiftUI apps write it: `import Combine` and Foundation, no view
// module. Everything below must compile with those two imports alone (the module is what
// `import Combine` finds on Linux) and behave as Combine does.
import Combine
import Foundation
import Testing

/// A model as an app declares it: published properties, a subject, subscriptions kept in a set.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    let submitted = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private let catalogue = ["apple", "apricot", "banana", "blueberry", "cherry"]

    init() {
        $query
            .removeDuplicates()
            .map { [catalogue] query in query.isEmpty ? [] : catalogue.filter { $0.hasPrefix(query) } }
            .assign(to: \.results, on: self)
            .store(in: &cancellables)
    }
}

@Suite("A model file with import Combine alone")
struct ModelFileTests {
    @Test("@Published sends objectWillChange before each set; $query feeds results", arguments: [
        (["a"], ["apple", "apricot"]),
        (["b", "bl"], ["blueberry"]),
        (["ch", ""], []),
        (["ap", "ap", "apr"], ["apricot"]),
    ])
    func publishedPipeline(queries: [String], expected: [String]) {
        let model = SearchModel()
        var willChange = 0
        let watching = model.objectWillChange.sink { willChange += 1 }
        for query in queries { model.query = query }
        #expect(model.results == expected)
        // One send per `query` set, one per `results` set that `assign` makes (the initial
        // empty result was assigned before we watched; a repeated query is not passed on).
        let distinct = zip(queries, [""] + queries).filter { $0 != $1 }.count
        #expect(willChange == queries.count + distinct)
        watching.cancel()
    }

    @Test("A subject's values reach every sink until the cancellable goes")
    func subjectAndCancellables() {
        let model = SearchModel()
        var seen: [String] = []
        var bag = Set<AnyCancellable>()
        model.submitted.map { $0.uppercased() }.sink { seen.append($0) }.store(in: &bag)
        model.submitted.send("go")
        model.submitted.send("stop")
        bag.removeAll()
        model.submitted.send("ignored")
        #expect(seen == ["GO", "STOP"])
    }

    @Test("Just, CurrentValueSubject and eraseToAnyPublisher, as a model exposes them")
    func erasedPublishers() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let doubled: AnyPublisher<Int, Never> = subject.map { $0 * 2 }.eraseToAnyPublisher()
        var values: [Int] = []
        let a = doubled.sink { values.append($0) }
        subject.send(5)
        let b = Just(7).sink { values.append($0) }
        #expect(values == [2, 10, 7])
        a.cancel()
        b.cancel()
    }
}
