import Testing
@testable import TerminalLayout

/// `ProgressView` (PRG1).
struct ProgressViewTests {
    @Test("The bar: the completed part in whole cells rounded down, the rest shaded", arguments: [
        (0.0, 10, "░░░░░░░░░░"), (0.5, 10, "█████░░░░░"), (0.99, 10, "█████████░"), (1.0, 10, "██████████"),
        (0.25, 6, "█░░░░░"), (1.0, 0, ""),
    ])
    func bar(_ fraction: Double, _ width: Int, _ expected: String) {
        #expect(ProgressView<EmptyView, EmptyView>.bar(fraction: fraction, width: width) == expected)
    }

    @Test("value / total is clamped to 0…1; NaN, a total of 0 or less give 0; nil is indeterminate", arguments: [
        (3.0, 4.0, 0.75), (5.0, 4.0, 1.0), (-1.0, 4.0, 0.0), (.nan, 1.0, 0.0), (1.0, 0.0, 0.0), (1.0, -2.0, 0.0),
        (.infinity, 1.0, 1.0), (-.infinity, 1.0, 0.0), (1.0, .infinity, 0.0),
    ] as [(Double, Double, Double)])
    func fraction(_ value: Double, _ total: Double, _ expected: Double) {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(value, total: total) == expected)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(nil as Double?, total: total) == nil)
    }

    @Test("Drawn: title, bar as wide as offered, current value below; indeterminate is ⋯ and the title")
    func drawn() {
        #expect(textFrame(ProgressView("Copy", value: 3, total: 4), width: 8, height: 3) == ["Copy", "██████░░", ""])
        #expect(textFrame(ProgressView(value: 0.5), width: 6, height: 2) == ["███░░░", ""])
        let labelled = ProgressView(value: 0.5, total: 1) { Text("Disk") } currentValueLabel: { Text("50%") }
        #expect(textFrame(labelled, width: 4, height: 3) == ["Disk", "██░░", "50%"])
        #expect(textFrame(ProgressView("Loading"), width: 12, height: 1) == ["⋯ Loading"])
        #expect(textFrame(ProgressView(), width: 12, height: 1) == ["⋯"])
    }

    @Test("The bar is one row high, as wide as offered, ten cells when the width is unspecified",
          arguments: [(ProposedViewSize(width: 30, height: 9), CGSize(width: 30, height: 1)),
                      (ProposedViewSize.unspecified, CGSize(width: 10, height: 1))])
    func size(_ proposal: ProposedViewSize, _ expected: CGSize) {
        #expect(ViewGraph(ProgressView(value: 0.3)).layout(proposal: proposal).size == expected)
    }

    @Test("A huge, infinite or NaN width neither traps nor makes a huge bar: at most 4,096 cells", arguments: [
        1e300, CGFloat.greatestFiniteMagnitude, .infinity, .nan, 5_000,
    ] as [CGFloat])
    func extremeWidths(_ width: CGFloat) {
        for view in [AnyView(ProgressView(value: 0.5)), AnyView(Slider(value: .constant(0.5))),
                     AnyView(TextField("T", text: .constant("abc")))] {
            let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: width, height: 1))
            let longest = result.placements.compactMap { if case .text(let t) = $0.kind { t.lines.first?.count } else { nil } }.max() ?? 0
            #expect(longest <= 4_096)
        }
    }

    @Test("In points (8×16 a cell) the bar has a character per cell, not per point")
    func pointsMetrics() {
        let graph = ViewGraph(ProgressView(value: 0.5), environment: LayoutEnvironment(cellMetrics: .points))
        let result = graph.layout(proposal: ProposedViewSize(width: 80, height: 16))
        let bar = result.placements.compactMap { if case .text(let t) = $0.kind { t.lines.first } else { nil } }.first
        #expect(bar == "█████░░░░░")
    }
}
