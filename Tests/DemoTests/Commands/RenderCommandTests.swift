import Foundation
import Testing
import TerminalRenderer
@testable import LayoutDemoCore

/// `layout-demo render`, run as a process: the frame the interactive mode shows, as text.
@Suite struct RenderCommandTests {
    /// The frame `DemoController` draws in-process for the same state, as `render` prints it.
    func expected(_ state: DemoState, _ columns: Int, _ rows: Int) -> [String] {
        let controller = DemoController(state: state, screen: HeadlessScreen(size: CellSize(columns: columns, rows: rows)))
        return RenderedFrame.lines(controller.drawFrame(size: CellSize(columns: columns, rows: rows)), status: false, ansi: false)
    }

    func lines(_ output: String) -> [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test func defaultIsFlowAt80x24WithoutTheStatusLine() throws {
        let result = try DemoBinary.run(["render"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let output = lines(result.output)
        #expect(output.count == 23)
        // Seed 1: item 1 is 6×4, item 2 is 5×3, item 3 is 6×4, one column apart.
        #expect(output[0].hasPrefix("╭────╮ ╭───╮ ╭────╮"))
        #expect(output[1].hasPrefix("│    │ │ 2 │ │    │"))
        #expect(output[2].hasPrefix("│  1 │ ╰───╯ │  3 │"))
        #expect(output == expected(DemoState(), 80, 24))
        #expect(!result.standardOutput.contains(0x1B))
    }

    @Test(arguments: [("masonry", 6, UInt64(3), 60, 20), ("radial", 12, 1, 80, 24), ("gridrows", 9, 2, 50, 30),
                      ("7", 10, 4, 70, 12)])
    func layoutItemsSeedAndSizeAreThoseAsked(layout: String, items: Int, seed: UInt64, columns: Int, rows: Int) throws {
        let result = try DemoBinary.run(["render", "--layout", layout, "--items", "\(items)", "--seed", "\(seed)",
                                         "--size", "\(columns)x\(rows)"])
        #expect(result.status == 0)
        var state = DemoState()
        state.layout = DemoLayout(name: layout)!
        state.itemCount = items
        state.seed = seed
        #expect(lines(result.output) == expected(state, columns, rows))
    }

    @Test func statusAddsTheStatusLine() throws {
        let result = try DemoBinary.run(["render", "--size", "100x30", "--layout", "masonry", "--status"])
        #expect(result.status == 0)
        let output = lines(result.output)
        #expect(output.count == 30)
        let pattern = #/^ masonry  columns 3  spacing 1  100×30  24 items  \d+\.\d ms  sizeThatFits \d+  memo \d+%  \? keys$/#
        #expect(output[29].wholeMatch(of: pattern) != nil, "\(output[29])")
    }

    @Test func pointsMetricsAreNamedInTheStatusLine() throws {
        let result = try DemoBinary.run(["render", "--metrics", "points", "--status", "--size", "100x10"])
        #expect(lines(result.output).last?.hasPrefix(" flow  spacing 1  points  100×10") == true)
    }

    @Test func colorAlwaysPrintsStylesAndNeverDoesNot() throws {
        let always = try DemoBinary.run(["render", "--size", "40x8", "--color", "always"])
        let never = try DemoBinary.run(["render", "--size", "40x8", "--color", "never"])
        #expect(always.status == 0 && never.status == 0)
        // Seed 1's first item is purple: a box outlined in the terminal's colours (so that
        // neighbours of the same colour stay apart), magenta inside.
        #expect(always.output.hasPrefix("╭────╮ "))
        #expect(lines(always.output)[1].hasPrefix("│\u{1B}[0;45m    \u{1B}[0m│"))
        #expect(!never.standardOutput.contains(0x1B))
        // Without the styles, the text is the same frame (trailing spaces aside).
        let stripped = always.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(lines(stripped).map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
                == lines(never.output))
    }

    /// A bad `--size` is one line on stderr and exit 2, like `frames --proposal` (control
    /// characters shown as symbols); "-1x5" is read as the value, not as an option.
    @Test(arguments: [("80", "80"), ("0x10", "0x10"), ("1001x5", "1001x5"), ("abc", "abc"), ("-1x5", "-1x5"), ("80x24x3", "80x24x3"),
                      ("1e9x1e9", "1e9x1e9"), ("99999999999999999999x2", "99999999999999999999x2"), ("", ""), ("80x2.5", "80x2.5"),
                      ("80x\u{1B}[31m", "80x␛[31m")])
    func badSizesAreOneLineAndExitTwo(size: String, shown: String) throws {
        let result = try DemoBinary.run(["render", "--size", size, "--items", "3"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error == "layout-demo: --size must be COLUMNSxROWS, each a whole number 1–1000, e.g. 80x24; got '\(shown)'\n")
    }

    @Test(arguments: [["render", "--layout", "spiral"],
                      ["render", "--items", "0"], ["render", "--metrics", "inches"], ["render", "--color", "sometimes"]])
    func badOptionsAreRefused(arguments: [String]) throws {
        let result = try DemoBinary.run(arguments)
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error.contains("Error:"))
    }
}
