import Testing
@testable import TerminalLayout

/// `ForEach` over a range of integers identified by themselves takes the
/// fast path of `ForEach(0..<n)`, with the same ids.
struct ForEachTests {
    @Test("Which ForEach values have ids that cannot repeat",
          arguments: [
              ("ForEach(0..<3)", ForEach(0..<3) { Text("\($0)") }.idsAreUnique, true),
              ("ForEach(0..<3, id: \\.self)", ForEach(0..<3, id: \.self) { Text("\($0)") }.idsAreUnique, true),
              ("ForEach(0..<3, id: \\.bitWidth)", ForEach(0..<3, id: \.bitWidth) { Text("\($0)") }.idsAreUnique, false),
              ("ForEach([0, 1, 2], id: \\.self)", ForEach([0, 1, 2], id: \.self) { Text("\($0)") }.idsAreUnique, false),
          ])
    func uniqueIDs(name: String, unique: Bool, expected: Bool) {
        #expect(unique == expected, "\(name)")
    }

    @Test("ForEach(0..<n, id: \\.self) identifies its views as ForEach(0..<n) and an array of the same integers do")
    func sameIDsAsTheGenericPath() {
        let proposal = ProposedViewSize(width: 20, height: nil)
        func describe<V: View>(_ view: V) -> [String] {
            ViewGraph(VStack(spacing: 0) { view }).layout(proposal: proposal).placements.map { "\($0.id.map { "\($0)" } ?? "-") \($0.frame)" }
        }
        let fast = describe(ForEach(0..<3, id: \.self) { Text("row \($0)") })
        #expect(fast == describe(ForEach(0..<3) { Text("row \($0)") }))
        #expect(fast == describe(ForEach([0, 1, 2], id: \.self) { Text("row \($0)") }))
        #expect(fast.dropFirst().map { $0.prefix(1) } == ["0", "1", "2"])
    }
}
