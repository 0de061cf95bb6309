import Testing
@testable import LayoutDemoCore

/// The catalog: keys, names and cycling.
@Suite struct DemoLayoutTests {
    @Test(arguments: [
        (Character("1"), DemoLayout.flow), ("2", .masonry), ("3", .responsive), ("4", .grid), ("5", .adaptive),
        ("6", .radial), ("7", .proportional), ("8", .priority), ("9", .stacks), ("0", .gridRows),
    ])
    func keysPickLayouts(key: Character, layout: DemoLayout) {
        #expect(DemoLayout(key: key) == layout)
        #expect(layout.key == key)
    }

    @Test func theLastTwoLayoutsHaveNoKey() {
        #expect(DemoLayout.breakpoint.key == nil)
        #expect(DemoLayout.list.key == nil)
        #expect(DemoLayout.allCases.count == 12)
    }

    @Test(arguments: [("flow", DemoLayout.flow), ("MASONRY", .masonry), ("gridrows", .gridRows),
                      ("breakpoint", .breakpoint), ("list", .list), ("6", .radial)])
    func namesAndDigitsPickLayouts(name: String, layout: DemoLayout) {
        #expect(DemoLayout(name: name) == layout)
    }

    @Test(arguments: ["", "flows", "11", "x"])
    func unknownNamesPickNothing(name: String) {
        #expect(DemoLayout(name: name) == nil)
    }

    @Test func namesAreUnique() {
        #expect(Set(DemoLayout.allCases.map(\.name)).count == DemoLayout.allCases.count)
    }

    @Test(arguments: [(DemoLayout.flow, 1, DemoLayout.masonry), (.breakpoint, 1, .list), (.list, 1, .flow), (.flow, -1, .list),
                      (.radial, -1, .adaptive)])
    func cyclingWrapsAround(from: DemoLayout, offset: Int, to: DemoLayout) {
        #expect(from.cycled(by: offset) == to)
    }

    @Test(arguments: [(DemoLayout.flow, DemoParameterKind.none), (.masonry, .columns), (.responsive, .minItemWidth),
                      (.grid, .columns), (.adaptive, .minItemWidth), (.radial, .radius), (.gridRows, .columns),
                      (.breakpoint, .none)])
    func parameterOfEachLayout(layout: DemoLayout, kind: DemoParameterKind) {
        #expect(layout.parameter == kind)
    }
}
