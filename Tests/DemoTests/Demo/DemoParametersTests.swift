import Testing
@testable import LayoutDemoCore

/// Parameter steps and limits.
@Suite struct DemoParametersTests {
    @Test func defaults() {
        let p = DemoParameters()
        #expect([p.spacing, p.columns, p.minItemWidth, p.extraRadius] == [1, 3, 14, 0])
    }

    @Test(arguments: [
        (DemoParameterKind.columns, 1, 4), (.columns, -1, 2), (.minItemWidth, 1, 16), (.minItemWidth, -1, 12),
        (.radius, 1, 1),
    ])
    func oneStep(kind: DemoParameterKind, direction: Int, expected: Int) {
        var p = DemoParameters()
        let changed = p.adjust(kind, by: direction)
        #expect(changed)
        #expect(p.value(of: kind) == expected)
    }

    @Test(arguments: [(DemoParameterKind.columns, 8), (.minItemWidth, 40), (.radius, 20)])
    func stopsAtTheTop(kind: DemoParameterKind, top: Int) {
        var p = DemoParameters()
        for _ in 0..<50 { _ = p.adjust(kind, by: 1) }
        #expect(p.value(of: kind) == top)
        let changed = p.adjust(kind, by: 1)
        #expect(!changed)
    }

    @Test func noneHasNoValueAndNeverChanges() {
        var p = DemoParameters()
        let changed = p.adjust(.none, by: 1)
        #expect(!changed)
        #expect(p.value(of: .none) == nil)
        #expect(p == DemoParameters())
    }

    @Test func spacingStaysWithinZeroToFour() {
        var p = DemoParameters()
        let changed = p.adjustSpacing(by: -1)
        #expect(changed)
        let changed2 = p.adjustSpacing(by: -1)
        #expect(!changed2)
        for _ in 0..<10 { _ = p.adjustSpacing(by: 1) }
        #expect(p.spacing == 4)
    }
}
