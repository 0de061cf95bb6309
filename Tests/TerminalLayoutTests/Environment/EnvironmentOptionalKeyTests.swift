import Testing
@testable import TerminalLayout

private enum OptionalWithDefaultKey: EnvironmentKey {
    static let defaultValue: Int? = 5
}

/// A key whose value is optional with a default other than `nil` reads its
/// default when unset, and `nil` or a value when set (found with
/// `legibilityWeight`, whose default is `.regular`).
struct EnvironmentOptionalKeyTests {
    @Test("Unset, set to nil, set to a value", arguments: [(0, Int?.some(5)), (1, nil), (2, 7)])
    func optionalKey(step: Int, expected: Int?) {
        var environment = EnvironmentValues()
        // Another key set, so that the storage is not empty.
        environment.accessibilityReduceMotion = true
        if step == 1 { environment[OptionalWithDefaultKey.self] = nil }
        if step == 2 { environment[OptionalWithDefaultKey.self] = 7 }
        #expect(environment[OptionalWithDefaultKey.self] == expected)
    }
}
