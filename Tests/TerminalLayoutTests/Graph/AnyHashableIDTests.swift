import Testing
@testable import TerminalLayout

/// `AnyHashable.id`: the same value `AnyHashable.init` makes, only cheaper for `Int`.
struct AnyHashableIDTests {
    @Test("Int ids equal and hash as AnyHashable(value) does", arguments: [0, 1, -7, Int.max, Int.min])
    func intIDs(value: Int) {
        let fast = AnyHashable.id(value)
        #expect(fast == AnyHashable(value))
        #expect(fast.hashValue == AnyHashable(value).hashValue)
        #expect(fast.base as? Int == value)
        // The integer box: an Int id equals the same number of another integer type.
        if let small = Int8(exactly: value) { #expect(fast == AnyHashable(small)) }
    }

    @Test("Other ids are AnyHashable(value)", arguments: ["a", "", "row 7"])
    func otherIDs(value: String) {
        #expect(AnyHashable.id(value) == AnyHashable(value))
        #expect(AnyHashable.id(value) != AnyHashable.id(1))
    }

    @Test("A view found by an Int id given with .id(_:) or by ForEach")
    func viewsFoundByIntIDs() {
        let result = ViewGraph(VStack(spacing: 0) {
            ForEach(0..<3) { Text("\($0)") }
            Text("x").id(10)
        }).layout(proposal: prop(5, nil))
        #expect(result.frame(for: 2) == rect(0, 2, 1, 1))
        #expect(result.frame(for: 10) == rect(0, 3, 1, 1))
    }
}
