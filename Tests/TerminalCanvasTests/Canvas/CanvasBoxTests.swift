import TerminalLayout
import Testing
@testable import TerminalCanvas

struct CanvasBoxTests {
    private func draw(width: Int, height: Int, _ body: (inout Canvas) -> Void) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        body(&canvas)
        CanvasInvariants.check(canvas)
        return canvas
    }

    @Test(arguments: [
        (BorderStyle.light, """
        ¦┌─ Box ──┐¦
        ¦│        │¦
        ¦└────────┘¦
        """),
        (.rounded, """
        ¦╭─ Box ──╮¦
        ¦│        │¦
        ¦╰────────╯¦
        """),
        (.heavy, """
        ¦┏━ Box ━━┓¦
        ¦┃        ┃¦
        ¦┗━━━━━━━━┛¦
        """),
        (.double, """
        ¦╔═ Box ══╗¦
        ¦║        ║¦
        ¦╚════════╝¦
        """),
        (.ascii, """
        ¦+- Box --+¦
        ¦|        |¦
        ¦+--------+¦
        """),
    ])
    func everyBorderStyle(_ border: BorderStyle, _ expected: String) {
        let canvas = draw(width: 10, height: 3) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 10, height: 3), border: border, label: "Box")
        }
        #expect(Snapshot.framed(canvas.lines) == expected)
    }

    @Test func boxWithoutLabelLeavesInteriorUntouchedUnlessFilled() {
        let canvas = draw(width: 6, height: 4) {
            $0.drawText("xxxxxx", x: 0, y: 1)
            $0.drawText("yyyyyy", x: 0, y: 2)
            $0.drawBox(CellRect(x: 0, y: 0, width: 3, height: 4))
            $0.drawBox(CellRect(x: 3, y: 0, width: 3, height: 4), fill: .plain)
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌─┐┌─┐¦
        ¦│x││ │¦
        ¦│y││ │¦
        ¦└─┘└─┘¦
        """)
    }

    @Test(arguments: [
        // width, label, expected top border
        (7, "Title", "┌─ … ─┐"),
        (8, "Title", "┌─ T… ─┐"),
        (10, "Title", "┌─ Tit… ─┐"),
        (11, "Title", "┌─ Title ─┐"),
        (12, "日本語", "┌─ 日本語 ─┐"),
        (11, "日本語", "┌─ 日本… ─┐"),
        (10, "日本語", "┌─ 日… ──┐"),
        (9, "日本語", "┌─ 日… ─┐"),
        (6, "Title", "┌────┐"),     // too narrow for a border title, too flat for inside
    ] as [(Int, String, String)])
    func titleInTopBorderIsCutByColumns(_ width: Int, _ label: String, _ top: String) {
        let canvas = draw(width: width, height: 2) {
            $0.drawBox(CellRect(x: 0, y: 0, width: width, height: 2), label: label)
        }
        #expect(canvas.lines[0] == top)
    }

    @Test func automaticPlacementMovesLabelInsideNarrowBoxes() {
        let canvas = draw(width: 5, height: 3) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 5, height: 3), label: "Hi")
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌───┐¦
        ¦│Hi │¦
        ¦└───┘¦
        """)
    }

    @Test func insidePlacementCentresTheLabel() {
        let canvas = draw(width: 12, height: 4) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 12, height: 4), border: .rounded,
                       label: "日本", labelPlacement: .inside)
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦╭──────────╮¦
        ¦│   日本   │¦
        ¦│          │¦
        ¦╰──────────╯¦
        """)
    }

    @Test func insideLabelThatDoesNotFitIsCut() {
        let canvas = draw(width: 7, height: 3) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 7, height: 3), label: "Overflowing", labelPlacement: .inside)
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌─────┐¦
        ¦│Over…│¦
        ¦└─────┘¦
        """)
    }

    @Test func topBorderPlacementGivesNoLabelWhenTooNarrow() {
        let canvas = draw(width: 5, height: 3) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 5, height: 3), label: "Hi", labelPlacement: .topBorder)
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌───┐¦
        ¦│   │¦
        ¦└───┘¦
        """)
    }

    @Test func controlCharactersAndEscapeSequencesInLabelsAreVisible() {
        let canvas = draw(width: 16, height: 3) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 16, height: 3), label: "\u{1B}[31mred\u{07}")
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌─ ␛[31mred␇ ──┐¦
        ¦│              │¦
        ¦└──────────────┘¦
        """)
        let inside = draw(width: 9, height: 3) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 9, height: 3), label: "a\u{9B}b\nc", labelPlacement: .inside)
        }
        #expect(inside.lines[1] == "│ a\u{FFFD}b␊c │")
    }

    @Test(arguments: [
        // rect width, height, expected lines of a 3x3 canvas with a box at the origin
        (0, 0, ["...", "...", "..."]),
        (1, 1, [" ..", "...", "..."]),
        (2, 1, ["  .", "...", "..."]),
        (1, 2, [" ..", " ..", "..."]),
        (2, 2, ["┌┐.", "└┘.", "..."]),
        (3, 2, ["┌─┐", "└─┘", "..."]),
        (2, 3, ["┌┐.", "││.", "└┘."]),
    ] as [(Int, Int, [String])])
    func tinyBoxesHaveNoBrokenCorners(_ width: Int, _ height: Int, _ expected: [String]) {
        let canvas = draw(width: 3, height: 3) {
            $0.fill(CellRect(x: 0, y: 0, width: 3, height: 3), style: .plain)
            for y in 0..<3 { $0.drawText("...", x: 0, y: y) }
            $0.drawBox(CellRect(x: 0, y: 0, width: width, height: height), border: .light)
        }
        #expect(canvas.lines == expected)
    }

    @Test(arguments: [
        // rect width, height, label, expected lines of a 4-column canvas pre-filled with dots
        (1, 1, "Label", ["…..."]),
        (2, 1, "Label", ["L….."]),
        (3, 1, "Label", ["La…."]),
        (4, 1, "Label", ["Lab…"]),
        (4, 1, "Hi", ["Hi  "]),
        (1, 2, "Label", ["…...", " ..."]),
        (2, 1, "日本", ["… .."]),
    ] as [(Int, Int, String, [String])])
    func tinyBoxesShowTheirLabelAsText(_ width: Int, _ height: Int, _ label: String, _ expected: [String]) {
        let canvas = draw(width: 4, height: height) {
            for y in 0..<height { $0.drawText("....", x: 0, y: y) }
            $0.drawBox(CellRect(x: 0, y: 0, width: width, height: height), label: label)
        }
        #expect(canvas.lines == expected)
    }

    @Test func boxOnZeroSizedCanvasDrawsNothing() {
        let canvas = draw(width: 0, height: 0) {
            $0.drawBox(CellRect(x: 0, y: 0, width: 5, height: 5), label: "Nothing")
        }
        #expect(canvas.lines == [])
    }

    @Test func boxLargerThanCanvasIsCutAtTheCanvasEdge() {
        let canvas = draw(width: 8, height: 3) {
            $0.drawBox(CellRect(x: 2, y: 1, width: 10, height: 5), label: "Cut")
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦        ¦
        ¦  ┌─ Cut¦
        ¦  │     ¦
        """)
    }

    @Test func clipHidesEverythingOutsideIt() {
        let canvas = draw(width: 12, height: 5) {
            for y in 0..<5 { $0.drawText("............", x: 0, y: y) }
            $0.drawBox(CellRect(x: 0, y: 0, width: 12, height: 5), border: .heavy, label: "Clipped",
                       fill: .plain, clip: CellRect(x: 2, y: 1, width: 8, height: 3))
        }
        #expect(Snapshot.framed(canvas.lines) == """
        ¦............¦
        ¦..        ..¦
        ¦..        ..¦
        ¦..        ..¦
        ¦............¦
        """)
        let topRow = draw(width: 12, height: 3) {
            for y in 0..<3 { $0.drawText("............", x: 0, y: y) }
            $0.drawBox(CellRect(x: 0, y: 0, width: 12, height: 3), border: .double, label: "Clipped",
                       clip: CellRect(x: 3, y: 0, width: 6, height: 2))
        }
        #expect(Snapshot.framed(topRow.lines) == """
        ¦...Clipp…...¦
        ¦............¦
        ¦............¦
        """)
    }
}
