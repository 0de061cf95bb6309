import Testing
@testable import TerminalLayout

/// The first value that is not `nil`, declared as Vortex declares its key: no `defaultValue`.
private struct FirstKey: PreferenceKey {
    static func reduce(value: inout Int?, nextValue: () -> Int?) {
        if value == nil, let next = nextValue() { value = next }
    }
}

/// An optional value with a default of its own, which stays its default.
private struct SevenKey: PreferenceKey {
    static let defaultValue: Int? = 7
    static func reduce(value: inout Int?, nextValue: () -> Int?) { value = nextValue() ?? value }
}

/// A key whose value is optional needs no `defaultValue`: it is `nil`, as
/// in SwiftUI (`PreferenceKey where Value: ExpressibleByNilLiteral`, PREF1).
@MainActor
struct OptionalPreferenceKeyTests {
    @Test func theDefaultIsNilUnlessTheKeySaysOtherwise() {
        #expect(FirstKey.defaultValue == nil)
        #expect(SevenKey.defaultValue == 7)
    }

    @Test("An observer sees the first value that is not nil, else nil",
          arguments: [([Int?](), nil as Int?), ([3], 3), ([nil, 4, 5], 4), ([nil, nil], nil)])
    func observed(values: [Int?], expected: Int?) {
        var seen: [Int?] = []
        let graph = ViewGraph(VStack {
            ForEach(values.indices, id: \.self) { i in Text("x").preference(key: FirstKey.self, value: values[i]) }
        }.onPreferenceChange(FirstKey.self) { seen.append($0) })
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(seen == [expected])
    }
}
