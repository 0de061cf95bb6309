import Foundation
import Testing
@testable import TerminalCanvas

/// Text snapshots of canvases that a person can read in a diff.
///
/// Every line is framed as `¦…¦` so trailing spaces are visible and no editor strips them.
enum Snapshot {
    /// The canvas lines framed with `¦`, joined with newlines.
    static func framed(_ lines: [String]) -> String {
        lines.map { "¦\($0)¦" }.joined(separator: "\n")
    }

    /// The folder holding the committed golden files (next to this test source tree).
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // Support
            .deletingLastPathComponent()   // TerminalCanvasTests
            .appendingPathComponent("Snapshots")
    }

    /// Reads `Snapshots/<name>.txt` (without its final newline).
    static func golden(_ name: String) throws -> String {
        let url = directory.appendingPathComponent("\(name).txt")
        var text = try String(contentsOf: url, encoding: .utf8)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Compares framed lines with the golden file `name`; with `RECORD_SNAPSHOTS=1` in the
    /// environment, (re)writes the file instead and records an issue so it is reviewed.
    static func expectGolden(_ lines: [String], named name: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = framed(lines)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            let url = directory.appendingPathComponent("\(name).txt")
            try (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(name).txt; review it and run again", sourceLocation: sourceLocation)
            return
        }
        let expected = try golden(name)
        #expect(actual == expected, "snapshot \(name).txt differs", sourceLocation: sourceLocation)
    }
}

/// Structural checks every drawn canvas must pass.
enum CanvasInvariants {
    /// Every line spans exactly `width` columns and every wide character has exactly one
    /// continuation cell right after it (no orphan halves).
    static func check(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        for (row, line) in canvas.lines.enumerated() {
            #expect(Canvas.columns(of: line) == canvas.width, "row \(row) is not \(canvas.width) columns: \(line)",
                    sourceLocation: sourceLocation)
        }
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x: x, y: y]
                if cell.isContinuation {
                    #expect(x > 0 && canvas[x: x - 1, y: y].width == 2,
                            "orphan continuation at \(x),\(y)", sourceLocation: sourceLocation)
                } else if cell.width == 2 {
                    #expect(x + 1 < canvas.width && canvas[x: x + 1, y: y].isContinuation,
                            "wide character without continuation at \(x),\(y)", sourceLocation: sourceLocation)
                } else {
                    #expect(cell.width == 1, "bad width at \(x),\(y)", sourceLocation: sourceLocation)
                }
                if !canvas.rows[y].written.contains(x) {
                    #expect(cell == .blank && !canvas.isLabelCell(x: x, y: y),
                            "\(x),\(y) outside the written columns \(canvas.rows[y].written) but not blank",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }
}
