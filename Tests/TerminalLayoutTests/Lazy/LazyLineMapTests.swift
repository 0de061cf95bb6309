import Testing
@testable import TerminalLayout

/// Which rows of a lazy grid lie on which line when sections break the
/// lines (LZ2): headers and footers alone, a section's rows from a new line.
@Suite struct LazyLineMapTests {
    /// 12 rows, 3 a line: section (header 0, rows 1–5, footer 6), rows 7–9
    /// outside any section, a section without header or footer (rows 10–11).
    let sectioned = LazyLineMap(rowCount: 12, perLine: 3, marks: [
        LineMark(row: 0, mark: .spans),
        LineMark(row: 1, mark: .startsLine), LineMark(row: 5, mark: .endsLine),
        LineMark(row: 6, mark: .spans),
        LineMark(row: 10, mark: .startsLine), LineMark(row: 11, mark: .endsLine),
    ])

    @Test(arguments: [
        // line, its rows, whether it spans
        (0, 0..<1, true),     // the header
        (1, 1..<4, false),
        (2, 4..<6, false),    // the section's last line, not filled by row 7
        (3, 6..<7, true),     // the footer
        (4, 7..<10, false),   // after the section: a new line
        (5, 10..<12, false),  // the next section starts a line
        (6, 12..<12, false),  // past the end
    ])
    func linesOfASectionedGrid(line: Int, rows: Range<Int>, spans: Bool) {
        #expect(sectioned.lineCount == 6)
        #expect(sectioned.rows(ofLine: line) == rows)
        #expect(sectioned.spans(line: line) == spans)
        for row in rows { #expect(sectioned.line(ofRow: row) == line) }
    }

    @Test(arguments: [(0, 0..<3), (2, 6..<9), (3, 9..<10)])
    func withoutMarksLinesHoldPerLineRows(line: Int, rows: Range<Int>) {
        let plain = LazyLineMap(rowCount: 10, perLine: 3)
        #expect(!plain.hasSections)
        #expect(plain.lineCount == 4)
        #expect(plain.rows(ofLine: line) == rows)
        #expect(!plain.spans(line: line))
        #expect(plain.line(ofRow: rows.lowerBound) == line)
    }

    /// One section around every row (no header or footer) breaks nothing: the plain map.
    @Test func aSectionAroundEverythingIsThePlainMap() {
        let map = LazyLineMap(rowCount: 10, perLine: 3,
                              marks: [LineMark(row: 0, mark: .startsLine), LineMark(row: 9, mark: .endsLine)])
        #expect(map == LazyLineMap(rowCount: 10, perLine: 3))
    }

    @Test(arguments: [
        // rows known unchanged, lines kept
        (12, 6),
        (8, 4),    // lines 0–3 end by row 7; line 4 (rows 7–9) reaches past row 8
        (6, 3),    // the header, the section's two lines
        (5, 2),    // the header and line 1 (rows 1–3); line 2 holds row 5
        (0, 0),
    ])
    func commonLinesOfTheSameMap(unchanged: Int, lines: Int) {
        #expect(sectioned.commonLines(with: sectioned, below: unchanged) == lines)
        // The same rows without sections: line 0 held rows 0–2, now the header alone.
        #expect(sectioned.commonLines(with: LazyLineMap(rowCount: 12, perLine: 3), below: unchanged) == 0)
    }

    @Test(arguments: [
        // old rows, new rows, lines kept: the full lines both hold
        (10, 13, 3),   // appended: line 3 held row 9 alone, now rows 9–11
        (13, 10, 3),   // removed from the end
        (9, 12, 3),    // every old line was full
        (10, 10, 4),   // unchanged
    ])
    func commonLinesAfterAppendingOrRemoving(old: Int, new: Int, lines: Int) {
        let before = LazyLineMap(rowCount: old, perLine: 3), after = LazyLineMap(rowCount: new, perLine: 3)
        #expect(after.commonLines(with: before, below: min(old, new)) == lines)
        #expect(LazyLineMap(rowCount: new, perLine: 2).commonLines(with: before, below: min(old, new)) == 0)
    }

    /// Marks gathered out of order (a nested section's before its parent's) are sorted and combined per row.
    @Test func marksAreSortedAndCombinedPerRow() {
        let marks = [LineMark(row: 5, mark: .endsLine), LineMark(row: 2, mark: .startsLine),
                     LineMark(row: 5, mark: .startsLine), LineMark(row: 3, mark: [])].normalized()
        #expect(marks == [LineMark(row: 2, mark: .startsLine), LineMark(row: 5, mark: [.startsLine, .endsLine])])
    }
}
