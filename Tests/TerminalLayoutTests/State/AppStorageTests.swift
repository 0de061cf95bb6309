import Foundation
import Testing
@testable import TerminalLayout

/// `@AppStorage` (STATE3): values in a `UserDefaults` store, shared by key,
/// and views evaluated again when one is set.
@MainActor
struct AppStorageTests {
    /// A store of its own for each test (never `standard`).
    static func store() -> UserDefaults {
        UserDefaults(suiteName: "TerminalLayoutTests.AppStorage.\(UUID().uuidString)")!
    }

    enum Mode: String { case compact, wide }

    struct Settings {
        @AppStorage("flag") var flag = false
        @AppStorage("count") var count = 3
        @AppStorage("ratio") var ratio = 0.5
        @AppStorage("name") var name = "ann"
        @AppStorage("mode") var mode = Mode.compact
        @AppStorage("limit") var limit: Int?

        init(store: UserDefaults) {
            _flag = AppStorage(wrappedValue: false, "flag", store: store)
            _count = AppStorage(wrappedValue: 3, "count", store: store)
            _ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
            _name = AppStorage(wrappedValue: "ann", "name", store: store)
            _mode = AppStorage(wrappedValue: Mode.compact, "mode", store: store)
            _limit = AppStorage("limit", store: store)
        }
    }

    @Test("Defaults until set; a set value is in the store and read back by another property of the same key")
    func roundTrip() {
        let store = Self.store()
        let settings = Settings(store: store)
        #expect(settings.flag == false && settings.count == 3 && settings.ratio == 0.5 && settings.name == "ann")
        #expect(settings.mode == .compact && settings.limit == nil)
        settings.flag = true
        settings.count = 7
        settings.ratio = 0.25
        settings.name = "bo"
        settings.mode = .wide
        settings.limit = 12
        #expect(store.bool(forKey: "flag") && store.integer(forKey: "count") == 7 && store.double(forKey: "ratio") == 0.25)
        #expect(store.string(forKey: "name") == "bo" && store.string(forKey: "mode") == "wide" && store.integer(forKey: "limit") == 12)
        let again = Settings(store: store)
        #expect(again.flag && again.count == 7 && again.ratio == 0.25 && again.name == "bo" && again.mode == .wide && again.limit == 12)
        // `nil` removes the key.
        again.limit = nil
        #expect(store.object(forKey: "limit") == nil && settings.limit == nil)
    }

    @Test("A value of another type under the key reads as the default")
    func otherType() {
        let store = Self.store()
        store.set("many", forKey: "count")
        #expect(Settings(store: store).count == 3)
    }

    struct Counter: View {
        @AppStorage("taps") var taps = 0
        let sink: BindingSink<Int>
        init(store: UserDefaults, sink: BindingSink<Int>) {
            _taps = AppStorage(wrappedValue: 0, "taps", store: store)
            self.sink = sink
        }
        var body: some View {
            sink.binding = $taps
            return Text(String(repeating: "x", count: taps + 1)).id("text")
        }
    }

    @Test("Setting it through its binding, or through another view's property of the key, lays the view out again")
    func viewsUpdate() throws {
        let store = Self.store()
        let sink = BindingSink<Int>()
        let graph = ViewGraph(Counter(store: store, sink: sink))
        let screen = ProposedViewSize(width: 20, height: 1)
        #expect(graph.layout(proposal: screen).frame(for: "text")?.width == 1)
        try #require(sink.binding).wrappedValue = 2
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: screen).frame(for: "text")?.width == 3)
        // Another view of the same key and store.
        let otherSink = BindingSink<Int>()
        let other = ViewGraph(Counter(store: store, sink: otherSink))
        #expect(other.layout(proposal: screen).frame(for: "text")?.width == 3)
        try #require(otherSink.binding).wrappedValue = 4
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: screen).frame(for: "text")?.width == 5)
    }

    /// An app's onboarding (as Fruits in the corpus writes it): the app reads a `Bool` under the
    /// key, its start button sets a `Bool?` under it.
    struct Onboarding: View {
        @AppStorage("onboarding") var onboarding = true
        init(store: UserDefaults) { _onboarding = AppStorage(wrappedValue: true, "onboarding", store: store) }
        var body: some View { Text(onboarding ? "start" : "list of fruits").id("text") }
    }

    @Test("Setting the key through a property of another value type (a Bool? under a Bool's key) lays the view out again",
          arguments: [(Optional(false), 14), (nil, 5)])
    func otherTypeUpdates(_ set: Bool?, width: Int) {
        let store = Self.store()
        let graph = ViewGraph(Onboarding(store: store))
        let screen = ProposedViewSize(width: 20, height: 1)
        #expect(graph.layout(proposal: screen).frame(for: "text")?.width == 5)
        var button = AppStorage<Bool?>("onboarding", store: store)
        button.wrappedValue = false       // the start button
        #expect(graph.needsUpdate)
        #expect(graph.layout(proposal: screen).frame(for: "text")?.width == 14)
        button.wrappedValue = set
        #expect(graph.layout(proposal: screen).frame(for: "text")?.width == CGFloat(width))
    }
}
