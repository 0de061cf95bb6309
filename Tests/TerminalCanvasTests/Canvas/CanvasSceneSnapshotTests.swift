import TerminalLayout
import Testing
@testable import TerminalCanvas

/// Whole scenes compared against the committed golden files in `Snapshots/`.
struct CanvasSceneSnapshotTests {
    /// Every border style side by side, nested boxes clipped to their parent's interior,
    /// and CJK, emoji and control characters in labels.
    @Test func gallery() throws {
        var canvas = Canvas(width: 44, height: 16)
        let outer = CellRect(x: 0, y: 0, width: 44, height: 16)
        canvas.drawBox(outer, border: .rounded, label: "Gallery 日本語", fill: .plain)
        let inner = outer.insetBy(1)
        let styles: [(BorderStyle, String)] = [(.light, "Light"), (.rounded, "Round"), (.heavy, "Heavy"),
                                               (.double, "Double"), (.ascii, "ASCII")]
        for (i, (border, name)) in styles.enumerated() {
            canvas.drawBox(CellRect(x: 1 + i * 8, y: 1, width: 8, height: 3), border: border, label: name, clip: inner)
        }
        // A parent with a child that is larger than the parent's interior: the child is
        // clipped to it, and a grandchild with a wide label is cut at the clip edge.
        let parent = CellRect(x: 1, y: 4, width: 24, height: 8)
        canvas.drawBox(parent, border: .double, label: "Parent", clip: inner)
        let child = CellRect(x: 3, y: 5, width: 30, height: 5)
        canvas.drawBox(child, border: .light, label: "Child 子供 wide", clip: parent.insetBy(1).intersection(inner))
        let grandchild = CellRect(x: 16, y: 6, width: 10, height: 3)
        canvas.drawBox(grandchild, border: .heavy, label: "孫孫孫", labelPlacement: .inside,
                       clip: child.insetBy(1).intersection(parent.insetBy(1)))
        // Siblings that share a border row, drawn bottom first.
        canvas.drawBox(CellRect(x: 26, y: 7, width: 16, height: 3), border: .light, label: "Lower 🙂", clip: inner)
        canvas.drawBox(CellRect(x: 26, y: 4, width: 16, height: 4), border: .light, label: "Upper", clip: inner)
        // Hostile label text and tiny boxes.
        canvas.drawBox(CellRect(x: 1, y: 12, width: 22, height: 3), border: .heavy,
                       label: "\u{1B}[2Jevil\u{07}\u{9B}", clip: inner)
        canvas.drawBox(CellRect(x: 24, y: 12, width: 1, height: 1), label: "x", clip: inner)
        canvas.drawBox(CellRect(x: 26, y: 12, width: 2, height: 1), clip: inner)
        canvas.drawBox(CellRect(x: 29, y: 12, width: 2, height: 2), clip: inner)
        canvas.drawBox(CellRect(x: 32, y: 12, width: 10, height: 3), border: .rounded, label: "末尾", clip: inner)
        CanvasInvariants.check(canvas)
        try Snapshot.expectGolden(canvas.lines, named: "gallery")
    }
}
