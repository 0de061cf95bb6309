import Testing
import TerminalLayout
import TerminalRenderer

/// `HSplitView` and `VSplitView` drawn (SPLIT1): panes sharing the space, one-cell divider
/// lines between them.
struct SplitViewDrawingTests {
    @Test("Panes side by side, a vertical line the whole height between each two; the width left shared",
          arguments: [
            (14, ["    │    │    ", " ab │ cd │ ef ", "    │    │    "]),
            // 9 columns left: 3 a pane, each text's half-cell offset rounded up (R1).
            (11, ["   │   │   ", " ab│ cd│ ef", "   │   │   "]),
          ])
    func horizontal(_ width: Int, _ lines: [String]) {
        let view = HSplitView {
            Text("ab")
            Text("cd")
            Text("ef")
        }
        #expect(drawnLines(view, width, 3) == lines)
    }

    @Test("Panes stacked, a horizontal line the whole width between each two")
    func vertical() {
        let view = VSplitView {
            Text("top")
            Text("bottom")
        }
        #expect(drawnLines(view, 8, 5) == ["        ", "   top  ", "────────", "        ", " bottom "])
    }

    @Test("One pane has no divider; a split view inside another splits its own pane")
    func onePaneAndNested() {
        #expect(drawnLines(HSplitView { Text("only") }, 6, 1) == [" only "])
        let nested = HSplitView {
            Text("a")
            VSplitView {
                Text("b")
                Text("c")
            }
        }
        #expect(drawnLines(nested, 7, 3) == ["   │ b ", " a │───", "   │ c "])
    }
}
