import Testing
@testable import TerminalLayout

/// `layoutDirectionBehavior(_:)` (RTL2): a view's own direction from the environment's.
@MainActor
struct LayoutDirectionBehaviorTests {
    /// Three cells in a row, "a" first, in an 8-cell-wide frame aligned leading.
    static func row(_ behavior: LayoutDirectionBehavior?) -> AnyView {
        let stack = HStack(spacing: 0) {
            Text("a").id("a")
            Text("b").id("b")
            Text("c").id("c")
        }
        .frame(width: 8, alignment: .leading)
        return behavior.map { AnyView(stack.layoutDirectionBehavior($0)) } ?? AnyView(stack)
    }

    @Test("Where a, b and c are drawn in each environment direction", arguments: [
        (nil, LayoutDirection.leftToRight, "abc"),
        (nil, .rightToLeft, "     cba"),
        (LayoutDirectionBehavior.fixed, .leftToRight, "abc"),
        (.fixed, .rightToLeft, "abc"),
        (.mirrors, .leftToRight, "abc"),
        (.mirrors, .rightToLeft, "     cba"),
        (.mirrors(in: .leftToRight), .leftToRight, "     cba"),
        (.mirrors(in: .leftToRight), .rightToLeft, "abc"),
    ] as [(LayoutDirectionBehavior?, LayoutDirection, String)])
    func behaviour(_ behavior: LayoutDirectionBehavior?, _ direction: LayoutDirection, _ expected: String) {
        let view = Self.row(behavior).environment(\.layoutDirection, direction)
        #expect(textFrame(view, width: 8, height: 1) == [expected])
    }

    @Test("The effective direction, by hand", arguments: [
        (LayoutDirectionBehavior.fixed, LayoutDirection.rightToLeft, LayoutDirection.leftToRight),
        (.mirrors, .rightToLeft, .rightToLeft), (.mirrors(in: .leftToRight), .leftToRight, .rightToLeft),
    ])
    func effective(_ behavior: LayoutDirectionBehavior, _ direction: LayoutDirection, _ expected: LayoutDirection) {
        #expect(behavior.effectiveDirection(under: direction) == expected)
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }
}
