import Testing

/// The test support's box parser, on screens written by hand.
@Suite struct BoxParserTests {
    @Test func siblingsNestingAndLabels() {
        let screen = [
            "┌──────────────┐ ╭───╮",
            "│╭───╮ ╭────╮  │ │ 3 │",
            "││ 1 │ │ 2  │  │ ╰───╯",
            "│╰───╯ ╰────╯  │",
            "└──────────────┘ status ░",
        ]
        let boxes = BoxParser.boxes(in: screen)
        #expect(boxes == [
            ScreenBox(x: 0, y: 0, width: 16, height: 5, label: ""),
            ScreenBox(x: 17, y: 0, width: 5, height: 3, label: "3"),
            ScreenBox(x: 1, y: 1, width: 5, height: 3, label: "1"),
            ScreenBox(x: 7, y: 1, width: 6, height: 3, label: "2"),
        ])
        #expect(boxes[0].contains(boxes[2]))
        #expect(!boxes[2].intersects(boxes[3]))
    }

    @Test func brokenAndCutBoxesAreNotBoxes() {
        let screen = [
            "╭───╮ ╭───╮ ╭──",
            "│ 1   │ 2 │ │ 3",
            "╰───╯ ╰─ ─╯ ╰──",
            "╭───╮",
            "│ 4 │",
        ]
        #expect(BoxParser.boxes(in: screen).isEmpty)
    }

    @Test func aBoxDrawnOverAnotherBreaksIt() {
        let screen = [
            "╭───╮",
            "│ 1 ╭───╮",
            "╰───│ 2 │",
            "    ╰───╯",
        ]
        // Box 1's right side is cut by box 2's corner: only box 2 is complete.
        #expect(BoxParser.boxes(in: screen).map(\.label) == ["2"])
    }
}
