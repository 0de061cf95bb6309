import Testing
import TerminalLayout
import TerminalRenderer

/// Transformed, inset and unevenly rounded shapes drawn into cells (SHP1,
/// SHP2, SHP3, PATH1).
@Suite struct ShapeTransformDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] { drawnLines(view, width, height) }

    @Test("Shapes drawn in a 10 × 5 frame", arguments: [
        ("inset rectangle: the box a cell in", ViewMaker { AnyView(Rectangle().inset(by: 1).stroke(.red)) }, [
            "          ",
            " ┌──────┐ ",
            " │      │ ",
            " └──────┘ ",
            "          ",
        ]),
        ("inset circle: its box a cell in", ViewMaker { AnyView(Circle().inset(by: 1).stroke(.red)) }, [
            "          ",
            " ╭──────╮ ",
            " │      │ ",
            " ╰──────╯ ",
            "          ",
        ]),
        // The box moved 3 right, 1 down: its right and bottom edges are
        // past the canvas (columns 3…12, rows 1…5).
        ("offset circle: its box moved, outside the frame too", ViewMaker { AnyView(Circle().offset(x: 3, y: 1).stroke(.red)) }, [
            "          ",
            "   ╭──────",
            "   │      ",
            "   │      ",
            "   │      ",
        ]),
        // (2.5, 1.25)–(7.5, 3.75), edges on the lattice 0.9 × 0.8 a point:
        // columns 2.25 → 2 and 6.75 → 7, rows 1 and 3.
        ("scaled rectangle: half its size, centred", ViewMaker { AnyView(Rectangle().scale(0.5).stroke(.red)) }, [
            "          ",
            "  ┌────┐  ",
            "  │    │  ",
            "  └────┘  ",
            "          ",
        ]),
        ("scaled fill about .leading", ViewMaker { AnyView(Rectangle().scale(x: 0.5, anchor: .leading).fill(.red)) }, [
            "█████     ",
            "█████     ",
            "█████     ",
            "█████     ",
            "█████     ",
        ]),
        ("uneven: rounded top corners, square bottom ones",
         ViewMaker { AnyView(UnevenRoundedRectangle(topLeadingRadius: 1, topTrailingRadius: 1).stroke(.red)) }, [
            "╭────────╮",
            "│        │",
            "│        │",
            "│        │",
            "└────────┘",
         ]),
        ("uneven, all alike: the rounded box", ViewMaker { AnyView(UnevenRoundedRectangle(cornerRadii: .init(topLeading: 4, bottomLeading: 4,
                                                                                               bottomTrailing: 4, topTrailing: 4))
            .stroke(.red)) }, [
            "╭────────╮",
            "│        │",
            "│        │",
            "│        │",
            "╰────────╯",
         ]),
    ] as [(String, ViewMaker, [String])])
    func frames(_ name: String, _ view: ViewMaker, _ expected: [String]) {
        #expect(draw(view.make(), 10, 5) == expected, "\(name)")
    }

    @Test func aRoundedPathWithCornersUnderACellIsTheRoundedBox() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 5), cornerRadius: 1)
        #expect(draw(path.stroke(.red), 10, 5) == draw(RoundedRectangle(cornerRadius: 1).stroke(.red), 10, 5))
    }

    @Test func aRotatedShapeIsDrawnWhereItLandsOutsideItsFrame() {
        // A 2 × 6 frame at (3, 1) in 8 × 8; its rectangle turned 90° is
        // x −2…4, y 2…4 in the frame. On the stroke lattice (0.5 a point
        // across: the 2 columns' centres are 1 apart; 5/6 down) that is
        // columns −1…2 and rows 2…3 of the frame: columns 2…5, rows 3…4.
        let view = Rectangle().rotation(.degrees(90)).stroke(.red).frame(width: 2, height: 6)
            .frame(width: 8, height: 8)
        #expect(draw(view, 8, 8) == [
            "        ",
            "        ",
            "        ",
            "  ┌──┐  ",
            "  └──┘  ",
            "        ",
            "        ",
            "        ",
        ])
    }

    @Test func hugeTransformsDrawWithoutTrapping() {
        _ = draw(Rectangle().scale(1e300).stroke(.red), 10, 5)
        _ = draw(Rectangle().offset(x: -1e300, y: 1e300).fill(.red), 10, 5)
        _ = draw(Circle().rotation(.degrees(1e300)).fill(.red), 10, 5)
        #expect(draw(Rectangle().offset(x: 1e9).fill(.red), 10, 5) == Array(repeating: "          ", count: 5))
    }
}
