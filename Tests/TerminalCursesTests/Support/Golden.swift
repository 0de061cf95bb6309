import Foundation

/// The committed golden frames of the `renderer-smoke` scene (`Snapshots/*.txt`, each row
/// framed as `¦…¦`), which the tmux smoke test compares captures with.
enum Golden {
    /// The folder holding the golden files.
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // Support
            .deletingLastPathComponent()   // TerminalCursesTests
            .appendingPathComponent("Snapshots")
    }

    /// Reads `Snapshots/<name>.txt` (without its final newline).
    static func text(_ name: String) throws -> String {
        var text = try String(contentsOf: directory.appendingPathComponent("\(name).txt"), encoding: .utf8)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
