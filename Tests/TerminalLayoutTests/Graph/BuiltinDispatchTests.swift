import Testing
@testable import TerminalLayout

/// DISPATCH: the built-in behaviours the engine calls directly are read from
/// the existential's inline buffer, the record's first bytes — so each must
/// be stored inline, the behaviour must be the record's first field, and
/// every record must say which kind it holds.
struct BuiltinDispatchTests {
    /// A built-in behaviour, and whether reading it back from an
    /// existential's first bytes gives the same value.
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let kind: BuiltinBehaviorKind
        let readsBack: @Sendable () -> Bool
        var testDescription: String { name }
    }

    static func readsBack<B: NodeBehavior & Equatable>(_ value: B) -> Bool {
        var existential: any NodeBehavior = value
        return withUnsafeMutablePointer(to: &existential) { UnsafeRawPointer($0).load(as: B.self) } == value
            && MemoryLayout<B>.size <= 3 * MemoryLayout<Int>.size && MemoryLayout<B>.alignment <= MemoryLayout<Int>.alignment
    }

    @Test("Each built-in kind's type is stored in place in an existential", arguments: [
        Sample(name: "frame", kind: .frame, readsBack: {
            guard let frame = FrameBehavior(_FrameLayout(width: 3, height: 7, alignment: .bottomTrailing)) else { return false }
            return readsBack(frame)
        }),
        Sample(name: "compact flexible frame", kind: .compactFlexFrame, readsBack: {
            let layout = _FlexFrameLayout(minWidth: 0, idealWidth: 12, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                          maxHeight: 5, alignment: .top)
            guard let compact = CompactFlexFrameBehavior(layout) else { return false }
            return readsBack(compact)
        }),
        Sample(name: "colour", kind: .color, readsBack: { readsBack(ColorBehavior(color: .teal)) }),
    ])
    func storedInline(_ sample: Sample) {
        #expect(sample.readsBack())
    }

    @Test func theBehaviourIsTheRecordsFirstField() {
        #expect(MemoryLayout<NodeRecord>.offset(of: \NodeRecord.behavior) == 0)
    }

    /// The kinds a graph's records hold, by the behaviour's type name, in
    /// placement order.
    @Test("Records say which built-in behaviour they hold; any other is .other")
    func recordsKnowTheirKind() {
        let view = HStack {
            Color.red.frame(width: 2, height: 1)
            Text("a").frame(maxWidth: .infinity)
            Color.blue.padding(1).frame(minWidth: 1, idealWidth: 2, maxWidth: 3)
        }
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        let arena = graph.engine.arena
        var seen: [String: BuiltinBehaviorKind] = [:]
        for placement in result.placements {
            let record = arena.record(Int(placement.nodeSlot))
            let behavior = record.pointee.behavior
            let name = "\(type(of: behavior))"
            #expect(record.pointee.builtinKind == NodeRecord.builtinKind(of: behavior), "\(name)")
            seen[name] = record.pointee.builtinKind
        }
        #expect(seen["FrameBehavior"] == .frame)
        #expect(seen["CompactFlexFrameBehavior"] == .compactFlexFrame)
        #expect(seen["ColorBehavior"] == .color)
        #expect(seen["FlexFrameBehavior"] == .other)  // three lengths: the full form, boxed
        #expect(seen["TextBehavior"] == .other)
        #expect(seen["PaddingBehavior"] == .other)
    }

    /// A colour's behaviour keeps the kind it is drawn as, read in place by
    /// `place` (no copy: no reference counted per colour placed); the kind
    /// read there is the one `placementKind` gives.
    @Test("A colour's kept placement kind is its colour", arguments: [Color.teal, .red.opacity(0.5), Color(red: 0.2, green: 0.4, blue: 0.6)])
    func keptKindIsTheColour(_ color: Color) {
        let behavior = ColorBehavior(color: color)
        withUnsafePointer(to: behavior) { pointer in
            #expect(ColorBehavior.keptPlacementKind(of: pointer)?.pointee == .color(color))
        }
        #expect(behavior.color == color)
    }

    /// A colour changed between two passes is placed in its new colour
    /// (the kept kind compared bit for bit with the last pass's).
    @Test func aRecolouredViewIsPlacedInItsNewColour() {
        func view(_ color: Color) -> some View {
            HStack(spacing: 0) { Color.red.frame(width: 2, height: 1); color.frame(width: 3, height: 1) }
        }
        let graph = ViewGraph(view(.blue))
        let proposal = ProposedViewSize(width: 10, height: 1)
        #expect(graph.layout(proposal: proposal).placements.filter { $0.kind == .color(.blue) }.count == 1)
        graph.update(view(.green))
        let kinds = graph.layout(proposal: proposal).placements.map(\.kind)
        #expect(kinds.filter { $0 == .color(.green) }.count == 1)
        #expect(kinds.filter { $0 == .color(.blue) }.isEmpty)
        #expect(kinds.filter { $0 == .color(.red) }.count == 1)
        // Laid out again unchanged: the same kinds.
        #expect(graph.layout(proposal: ProposedViewSize(width: 12, height: 1)).placements.map(\.kind) == kinds)
    }
}
