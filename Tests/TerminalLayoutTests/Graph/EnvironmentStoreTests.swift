import Testing
@testable import TerminalLayout

/// `EnvironmentStore`: the sets of inherited values an update's contexts
/// read in place — stored in chunks of 64 that never move.
struct EnvironmentStoreTests {
    static func environment(_ n: Int) -> ResolvedEnvironment {
        var environment = ResolvedEnvironment()
        environment.lineLimit = n
        environment.foregroundColor = n % 2 == 0 ? .red : Color(white: Double(n % 10) / 10)
        return environment
    }

    @Test("Sets read back as stored, and a set's address stays put while more are stored",
          arguments: [1, 63, 64, 65, 300])
    func storeAndReadBack(count: Int) {
        var store = EnvironmentStore()
        let first = store.append(Self.environment(0))
        let firstAddress = store.pointer(first)
        for n in 1..<count { #expect(store.append(Self.environment(n)) == n) }
        #expect(store.count == count)
        #expect(store.pointer(first) == firstAddress)
        for n in 0..<count { #expect(store.pointer(n).pointee == Self.environment(n)) }
    }

    @Test("Emptied, the store keeps its chunks and stores from index 0 again")
    func removeAllAndReuse() {
        var store = EnvironmentStore()
        for n in 0..<100 { _ = store.append(Self.environment(n)) }
        let address = store.pointer(70)
        store.removeAll()
        #expect(store.count == 0)
        for n in 0..<100 { _ = store.append(Self.environment(n + 1)) }
        #expect(store.pointer(70) == address)
        #expect(store.pointer(70).pointee == Self.environment(71))
    }
}
