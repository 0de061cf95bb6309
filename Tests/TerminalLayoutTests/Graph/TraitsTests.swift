import Testing
@testable import TerminalLayout

/// Traits: value semantics over a shared box, and the change test the
/// graph uses to decide whether a node changed.
struct TraitsTests {
    @Test("A copy is independent of the original (copy on write)")
    func copyOnWrite() {
        var a = Traits()
        a.priority = 1
        a.zIndex = 2
        var b = a
        b.priority = 5
        b.layoutValues[ObjectIdentifier(Int.self)] = "x"
        #expect(a.priority == 1 && b.priority == 5)
        #expect(a.zIndex == 2 && b.zIndex == 2)
        #expect(a.layoutValues.isEmpty && b.layoutValues.count == 1)
    }

    /// (id, priority, zIndex) of a trait set; `nil` leaves the trait unset.
    typealias Spec = (id: Int?, priority: Double?, z: Double?)

    static func traits(_ spec: Spec) -> Traits {
        var t = Traits()
        t.id = spec.id.map { AnyHashable($0) }
        if let priority = spec.priority { t.priority = priority }
        if let z = spec.z { t.zIndex = z }
        return t
    }

    @Test("isSame compares every trait; unset equals default", arguments: [
        ((nil, nil, nil), (nil, nil, nil), true),
        ((1, nil, nil), (1, nil, nil), true),
        ((1, nil, nil), (2, nil, nil), false),
        ((nil, 1, nil), (nil, 1, nil), true),
        ((nil, 1, nil), (nil, 2, nil), false),
        ((nil, nil, 3), (nil, nil, nil), false),
        ((7, 1, 3), (7, 1, 3), true),
    ] as [(Spec, Spec, Bool)])
    func sameness(_ a: Spec, _ b: Spec, _ same: Bool) {
        #expect(Self.traits(a).isSame(as: Self.traits(b)) == same)
        #expect(Self.traits(b).isSame(as: Self.traits(a)) == same)
    }

    /// Names written in turn to one trait set's coordinate space name.
    @Test("Whether traits name a coordinate space follows the name, in copies too", arguments: [
        ([], false),
        (["card"], true),
        (["card", nil], false),
        ([nil, "card"], true),
    ] as [([String?], Bool)])
    func namesCoordinateSpace(_ names: [String?], _ named: Bool) {
        var traits = Traits()
        traits.zIndex = 1  // extras without a name
        for name in names { traits.coordinateSpaceName = name.map { AnyHashable($0) } }
        #expect(traits.extras?.namesCoordinateSpace == named)
        var copy = traits
        copy.priority = 2  // copied on write
        #expect(copy.extras !== traits.extras)
        #expect(copy.extras?.namesCoordinateSpace == named)
    }
}
