import Testing
import TerminalLayout
import TerminalRenderer

/// An outline one row high or one column wide (R2): a line in the cells
/// nothing is drawn in, so a border on one line of text keeps the text.
@Suite struct ThinOutlineDrawingTests {
    static func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: false).render(result, width: width, height: height).lines
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        let width: Int, height: Int
        let lines: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "border on one line of text", view: { AnyView(Text("Glazed").border(Color.gray)) },
             width: 8, height: 1, lines: ["Glazed  "]),
        Case(name: "border wider than its text", view: { AnyView(Text("ab").frame(width: 5, alignment: .leading).border(Color.gray)) },
             width: 5, height: 1, lines: ["ab───"]),
        Case(name: "a stroked row alone", view: { AnyView(Rectangle().stroke(Color.gray).frame(width: 4, height: 1)) },
             width: 4, height: 1, lines: ["────"]),
        Case(name: "a stroked column alone", view: { AnyView(Rectangle().stroke(Color.gray).frame(width: 1, height: 3)) },
             width: 1, height: 3, lines: ["│", "│", "│"]),
        Case(name: "an overlaid rounded outline", view: { AnyView(Text("Hi").overlay(RoundedRectangle(cornerRadius: 2).stroke(.gray))) },
             width: 2, height: 1, lines: ["Hi"]),
        Case(name: "three rows: a box as before", view: { AnyView(Text("Glazed").padding(1).border(Color.gray)) },
             width: 8, height: 3, lines: ["┌──────┐", "│Glazed│", "└──────┘"]),
    ]

    @Test("Drawn by hand", arguments: cases)
    func drawn(_ c: Case) {
        #expect(Self.draw(c.view(), c.width, c.height) == c.lines)
    }

    @Test("A filled row is still filled (in colour)")
    func filledRow() {
        let result = ViewGraph(Rectangle().fill(Color.red).frame(width: 3, height: 1))
            .layout(proposal: ProposedViewSize(width: 3, height: 1))
        let canvas = PlacementRenderer(metrics: .cells, useColor: true).render(result, width: 3, height: 1)
        #expect((0..<3).allSatisfy { canvas[x: $0, y: 0].style.background == .red })
    }
}
