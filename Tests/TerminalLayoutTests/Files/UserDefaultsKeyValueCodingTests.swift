import Foundation
import Testing
@testable import TerminalLayout

/// `UserDefaults.setValue(_:forKey:)` and `value(forKey:)` on Linux (FILE2).
struct UserDefaultsKeyValueCodingTests {
    @Test("setValue stores as set does; value reads as object does; nil removes", arguments: [
        ("count", 3 as any Sendable), ("name", "Ann" as any Sendable), ("flag", true as any Sendable),
    ])
    func storeAndRead(key: String, value: any Sendable) throws {
        let suite = "TerminalLayoutTests.kvc.\(key).\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(value, forKey: key)
        #expect(String(describing: defaults.value(forKey: key) ?? "none") == String(describing: value))
        #expect(String(describing: defaults.object(forKey: key) ?? "none") == String(describing: value))
        defaults.setValue(nil, forKey: key)
        #expect(defaults.value(forKey: key) == nil)
    }
}
