import Foundation
import Testing
@testable import TerminalLayout

/// `StructuralComparison` (`sameStructure`): the answers of
/// `structurallyEqual`, worked out once per type — so a layout compared on
/// every update costs no reflection.
struct StructuralComparisonTests {
    final class Box: Sendable { let n: Int; init(_ n: Int) { self.n = n } }
    enum Mode { case tight, loose }                  // not Equatable: its case compared as text
    enum Payload { case none, some(Int, Box) }        // not Equatable, with a payload
    struct Inner { var width: Double; var mode: Mode }
    struct Mirrored: CustomReflectable {             // reflected through its own mirror: only `shown`
        var shown: Int
        var hidden: Int
        var customMirror: Mirror { Mirror(self, children: ["shown": shown], displayStyle: .struct) }
    }
    struct Lenient: Equatable {                      // `==` ignores `note`
        var value: Int
        var note: String
        static func == (a: Lenient, b: Lenient) -> Bool { a.value == b.value }
    }
    /// A layout of every kind of field, none `Equatable` as a whole.
    struct Layoutish {
        var spacing: CGFloat? = 1
        var alignment: VerticalAlignment = .center
        var inner = Inner(width: 2, mode: .tight)
        var box: Box
        var payload: Payload = .none
        var pair: (Int, String) = (1, "a")
        var anything: Any = 5
        var mirrored = Mirrored(shown: 1, hidden: 1)
        var lenient = Lenient(value: 1, note: "x")
    }

    /// One comparison: a name, what `structurallyEqual` answers, and both answers.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: Bool
        let compare: @Sendable () -> (fast: Bool, reflected: Bool)
        var testDescription: String { name }

        init<T>(_ name: String, _ expected: Bool, _ make: @escaping @Sendable () -> (T, T)) {
            self.name = name
            self.expected = expected
            compare = {
                let (a, b) = make()
                return (sameStructure(a, b), structurallyEqual(a, b))
            }
        }
    }

    static let shared = Box(1)

    /// Two layouts sharing `shared`, each edited: what a case compares.
    static func pair(_ editA: (inout Layoutish) -> Void = { _ in },
                     _ editB: (inout Layoutish) -> Void) -> (Layoutish, Layoutish) {
        var a = Layoutish(box: shared), b = Layoutish(box: shared)
        editA(&a)
        editB(&b)
        return (a, b)
    }

    static let cases: [Case] = [
        Case("HStackLayout, equal", true) { (HStackLayout(spacing: 1), HStackLayout(spacing: 1)) },
        Case("HStackLayout, spacing 1 and 2", false) { (HStackLayout(spacing: 1), HStackLayout(spacing: 2)) },
        Case("HStackLayout, spacing nil and 0", false) { (HStackLayout(), HStackLayout(spacing: 0)) },
        Case("HStackLayout, spacing nil and nil", true) { (HStackLayout(), HStackLayout()) },
        Case("HStackLayout, alignment top and bottom", false) {
            (HStackLayout(alignment: .top), HStackLayout(alignment: .bottom))
        },
        Case("every field equal, one shared object", true) { (Layoutish(box: shared), Layoutish(box: shared)) },
        Case("two objects: compared by identity", false) { (Layoutish(box: Box(1)), Layoutish(box: Box(1))) },
        Case("nested struct field differs", false) { pair { $0.inner.width = 3 } },
        Case("enum without payload differs", false) { pair { $0.inner.mode = .loose } },
        Case("enum payload equal", true) { pair({ $0.payload = .some(2, shared) }, { $0.payload = .some(2, shared) }) },
        Case("enum payload differs", false) { pair({ $0.payload = .some(2, shared) }, { $0.payload = .some(3, shared) }) },
        Case("tuple field differs", false) { pair { $0.pair.1 = "b" } },
        Case("existential field, equal values", true) { pair({ $0.anything = "same" }, { $0.anything = "same" }) },
        Case("existential field, other types", false) { pair { $0.anything = "5" } },
        Case("custom mirror: a field it does not show differs", true) { pair { $0.mirrored.hidden = 2 } },
        Case("custom mirror: a field it shows differs", false) { pair { $0.mirrored.shown = 2 } },
        Case("Equatable field: its == decides (ignores note)", true) { pair { $0.lenient.note = "y" } },
        Case("a closure is never the same", false) {
            let f: @Sendable () -> Int = { 1 }
            return (f, f)
        },
        Case("AnyLayout of equal stacks", true) {
            (AnyLayout(HStackLayout(spacing: 1)), AnyLayout(HStackLayout(spacing: 1)))
        },
        Case("AnyLayout of different stacks", false) { (AnyLayout(HStackLayout()), AnyLayout(VStackLayout())) },
        Case("Any values", true) { (1 as Any, 1 as Any) },
        Case("arrays of non-Equatable values, equal, stored apart: element by element", true) {
            ([Inner(width: 1, mode: .tight)], [Inner(width: 1, mode: .tight)])
        },
        Case("arrays of non-Equatable values, different", false) {
            ([Inner(width: 1, mode: .tight)], [Inner(width: 1, mode: .loose)])
        },
    ]

    @Test("The same answers as structurallyEqual, from the type's comparison", arguments: cases)
    func sameAnswers(_ comparison: Case) {
        let (fast, reflected) = comparison.compare()
        #expect(reflected == comparison.expected)
        #expect(fast == comparison.expected)
    }

    /// Values as a layout-value table holds them: (a, b, what `structurallyEqual` answers).
    nonisolated(unsafe) static let anyPairs: [(Any, Any, Bool)] = [
        (true, true, true),
        (true, false, false),
        (1, 1.0, false),                               // other types
        (HStackLayout(spacing: 1), HStackLayout(spacing: 1), true),
        (HStackLayout(spacing: 1), HStackLayout(spacing: 2), false),
        (AnyLayout(HStackLayout()), AnyLayout(HStackLayout()), true),
        (Optional<Int>.none as Any, Optional<Int>.none as Any, true),
        (Layoutish(box: shared), Layoutish(box: shared), true),
        (Layoutish(box: Box(1)), Layoutish(box: Box(1)), false),
    ]

    @Test("Values of any type: the same answers as structurallyEqual", arguments: anyPairs.indices)
    func anyValues(_ index: Int) {
        let (a, b, expected) = Self.anyPairs[index]
        #expect(structurallyEqual(a, b) == expected)
        #expect(sameStructure(any: a, b) == expected)
    }

    @Test("A type's comparison is made once and kept")
    func kept() {
        #expect(StructuralComparison.of(HStackLayout.self) === StructuralComparison.of(HStackLayout.self))
        #expect(StructuralComparison.of(HStackLayout.self) !== StructuralComparison.of(VStackLayout.self))
    }

    static func row(spacing: CGFloat) -> some View {
        HStack(spacing: spacing) {
            Color.gray.frame(width: 2, height: 1)
            Color.gray.frame(width: 3, height: 1)
        }
    }

    @Test("A layout updated with equal values keeps its cache and sizes; with other values, lays out again",
          arguments: [(1.0, 1.0, 3.0, 0), (1.0, 2.0, 4.0, 1)])
    func layoutUpdates(_ first: CGFloat, _ second: CGFloat, _ secondX: CGFloat, _ cacheUpdates: Int) {
        let graph = ViewGraph(Self.row(spacing: first))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        graph.update(Self.row(spacing: second))
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(graph.stats.updateCacheCalls == cacheUpdates)
        let colours = result.placements.filter { if case .color = $0.kind { true } else { false } }
        #expect(colours.count == 2)
        #expect(colours[1].frame.minX - colours[0].frame.minX == secondX)   // the first's width and the spacing
    }

    /// An action as the environment keeps one: a struct holding a closure.
    private struct Action { let run: () -> Void }

    @Test("sameBits: one type and the same bits — the same objects, the same closure — or not")
    func sameBitsOfAny() {
        let other = NSObjectLike(), another = NSObjectLike()
        let counter = NSObjectLike()
        let action = Action { _ = counter }
        let cases: [(Any, Any, Bool)] = [
            (1, 1, true), (1, 2, false), (1, Int8(1), false),
            (other, other, true), (other, another, false),
            (action, action, true), (action, Action { _ = counter }, false),
            ("text", "text", true),
        ]
        for (index, (a, b, expected)) in cases.enumerated() {
            #expect(sameBits(any: a, b) == expected, "case \(index)")
        }
    }
}

/// An object to compare by identity.
private final class NSObjectLike {}
