import TerminalLayout
import Testing
@testable import TerminalCanvas

/// Boxes of siblings that touch must not erase each other's labels.
struct CanvasLabelProtectionTests {
    private let top = CellRect(x: 0, y: 0, width: 12, height: 3)
    private let bottom = CellRect(x: 0, y: 2, width: 12, height: 3)   // shares row 2 with `top`

    @Test func sharedBorderRowKeepsTheLowerLabelWhenTheUpperBoxIsDrawnLast() {
        var canvas = Canvas(width: 12, height: 5)
        canvas.drawBox(bottom, label: "Bottom")
        canvas.drawBox(top, label: "Top")
        CanvasInvariants.check(canvas)
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌─ Top ────┐¦
        ¦│          │¦
        ¦└─ Bottom ─┘¦
        ¦│          │¦
        ¦└──────────┘¦
        """)
    }

    @Test func sharedBorderRowKeepsTheLowerLabelWhenTheUpperBoxIsDrawnFirst() {
        var canvas = Canvas(width: 12, height: 5)
        canvas.drawBox(top, label: "Top")
        canvas.drawBox(bottom, label: "Bottom")
        CanvasInvariants.check(canvas)
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌─ Top ────┐¦
        ¦│          │¦
        ¦┌─ Bottom ─┐¦
        ¦│          │¦
        ¦└──────────┘¦
        """)
    }

    @Test(arguments: [false, true])
    func touchingSiblingsKeepBothLabelsInEitherOrder(_ rightFirst: Bool) {
        var canvas = Canvas(width: 20, height: 3)
        let left = CellRect(x: 0, y: 0, width: 10, height: 3)
        let right = CellRect(x: 10, y: 0, width: 10, height: 3)
        if rightFirst {
            canvas.drawBox(right, border: .heavy, label: "右側", fill: .plain)
            canvas.drawBox(left, border: .rounded, label: "Left", fill: .plain)
        } else {
            canvas.drawBox(left, border: .rounded, label: "Left", fill: .plain)
            canvas.drawBox(right, border: .heavy, label: "右側", fill: .plain)
        }
        CanvasInvariants.check(canvas)
        #expect(Snapshot.framed(canvas.lines) == """
        ¦╭─ Left ─╮┏━ 右側 ━┓¦
        ¦│        │┃        ┃¦
        ¦╰────────╯┗━━━━━━━━┛¦
        """)
    }

    @Test func overlappingSiblingBorderAndFillSkipALabel() {
        var canvas = Canvas(width: 14, height: 4)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 14, height: 3), label: "Keep me")
        // A misplaced sibling whose corner and fill land on the label.
        canvas.drawBox(CellRect(x: 5, y: 0, width: 6, height: 4), border: .double, fill: .plain)
        CanvasInvariants.check(canvas)
        #expect(Snapshot.framed(canvas.lines) == """
        ¦┌─ Keep me ──┐¦
        ¦│    ║    ║  │¦
        ¦└────║    ║──┘¦
        ¦     ╚════╝   ¦
        """)
        #expect(canvas.isLabelCell(x: 4, y: 0))
        #expect(!canvas.isLabelCell(x: 4, y: 1))
    }

    @Test func plainFillAndTextStillOverwriteLabels() {
        var canvas = Canvas(width: 11, height: 2)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 11, height: 2), label: "Label")
        canvas.drawText("XX", x: 3, y: 0)
        #expect(canvas.lines[0] == "┌─ XXbel ─┐")
        canvas.fill(CellRect(x: 0, y: 0, width: 11, height: 1), style: .plain)
        #expect(canvas.lines[0] == "           ")
    }
}
