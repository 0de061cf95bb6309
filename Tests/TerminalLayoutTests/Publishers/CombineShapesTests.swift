import Foundation
import Testing
@testable import TerminalLayout

/// A view model written as SwiftUI code writes one with Combine (less `import Combine`).
@MainActor
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var length = 0
    private var cancellables = Set<AnyCancellable>()
    let words = ["apple", "apricot", "banana"]

    init(scheduler: DispatchQueue = .main) {
        $query
            .debounce(for: .milliseconds(10), scheduler: scheduler)
            .removeDuplicates()
            .map { [words] query in words.filter { $0.hasPrefix(query) } }
            .receive(on: RunLoop.main)
            .sink { [weak self] found in self?.results = found }
            .store(in: &cancellables)
        $query.map(\.count).assign(to: \.length, on: self).store(in: &cancellables)
    }
}

/// A view using the publishers SwiftUI code puts in `onReceive`.
private struct Dashboard: View {
    @ObservedObject var model: SearchModel
    @State private var lastTick: Date?
    @State private var pings = 0
    let refresh = PassthroughSubject<Void, Never>()
    let timer = Timer.publish(every: 1, tolerance: 0.5, on: .main, in: .default).autoconnect()
    let evens: AnyPublisher<Int, Never> = Just(4).filter { $0 % 2 == 0 }.eraseToAnyPublisher()

    var body: some View {
        VStack {
            Text(model.results.joined(separator: " "))
            Text("\(pings)")
        }
        .onReceive(timer) { date in lastTick = date }
        .onReceive(refresh) { pings += 1 }
        .onReceive(evens.compactMap { $0 > 2 ? $0 : nil }) { pings += $0 }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("CombineShapes.ping"))) { _ in pings += 1 }
        .onReceive(model.objectWillChange) { _ in }
    }
}

/// Combine-shaped code compiles with `import TerminalLayout` and behaves (RCV1).
@MainActor
struct CombineShapesTests {
    @Test("A search model's $query chain: debounced, filtered results; assign(to:on:) follows the length")
    func searchModel() async {
        let model = SearchModel()
        model.query = "a"
        model.query = "ap"
        model.query = "apr"
        #expect(model.length == 3)
        await SchedulingTests.settle { model.results == ["apricot"] }
        #expect(model.results == ["apricot"])
    }

    @Test("The dashboard: Just through an erased filter and compactMap, a subject, a notification")
    func dashboard() {
        let model = SearchModel()
        let view = Dashboard(model: model)
        let graph = ViewGraph(view)
        let size = ProposedViewSize(width: 20, height: 2)
        #expect(textFrame(graph.layout(proposal: size), width: 20, height: 2) == ["", "4"])
        view.refresh.send()
        NotificationCenter.default.post(name: Notification.Name("CombineShapes.ping"), object: nil)
        #expect(textFrame(graph.layout(proposal: size), width: 20, height: 2) == ["", "6"])
    }
}
