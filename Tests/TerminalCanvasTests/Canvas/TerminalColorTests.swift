import Testing
import TerminalCanvas

struct TerminalColorTests {
    @Test(arguments: [
        (TerminalColor.default, nil),
        (.red, 1),
        (.ansi(9), 9),
        (.palette(200), 200),
        (.rgb(red: 0, green: 0, blue: 0), 16),
        (.rgb(red: 255, green: 255, blue: 255), 231),
        (.rgb(red: 255, green: 0, blue: 0), 196),
        (.rgb(red: 0, green: 135, blue: 255), 33),
        (.rgb(red: 128, green: 128, blue: 128), 244),
    ] as [(TerminalColor, Int?)])
    func paletteIndex(_ color: TerminalColor, _ expected: Int?) {
        #expect(color.paletteIndex == expected)
    }

    @Test(arguments: [
        (TerminalColor.ansi(9), 8, 1),
        (.ansi(9), 16, 9),
        (.palette(196), 16, 1),
        (.palette(196), 256, 196),
        (.rgb(red: 0, green: 0, blue: 255), 8, 4),
    ] as [(TerminalColor, Int, Int)])
    func reducedForSmallerPalettes(_ color: TerminalColor, _ colors: Int, _ expected: Int) {
        #expect(color.index(forTerminalWith: colors) == expected)
    }
}
