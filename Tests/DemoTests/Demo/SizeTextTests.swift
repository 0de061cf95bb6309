import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// Reading `80x24` and `300xnil` from the command line.
@Suite struct SizeTextTests {
    @Test(arguments: [("80x24", 80, 24), ("100×30", 100, 30), ("1X1", 1, 1), ("1000x1000", 1000, 1000)])
    func cellSizes(text: String, columns: Int, rows: Int) {
        #expect(SizeText.cellSize(text) == CellSize(columns: columns, rows: rows))
    }

    @Test(arguments: ["80", "x24", "80x", "0x10", "1001x5", "-3x4", "80x24x1", "axb", ""])
    func badCellSizes(text: String) {
        #expect(SizeText.cellSize(text) == nil)
    }

    @Test(arguments: [("300x10", ProposedViewSize(width: 300, height: 10)), ("nilxnil", .unspecified),
                      ("12.5xnil", ProposedViewSize(width: 12.5, height: nil)), ("0x7.5", ProposedViewSize(width: 0, height: 7.5)),
                      ("100000xnil", ProposedViewSize(width: 100_000, height: nil))])
    func proposals(text: String, proposal: ProposedViewSize) {
        #expect(SizeText.proposal(text) == proposal)
    }

    /// Infinity and NaN are refused in every spelling `Double` reads.
    @Test(arguments: ["300", "-1x5", "nanx3", "1e400x2", "x", "nil", "infx0", "nilxinf", "infxinf", "infinityx1", "3xnan", "-infx2"])
    func badProposals(text: String) {
        #expect(SizeText.proposal(text) == nil)
    }
}
