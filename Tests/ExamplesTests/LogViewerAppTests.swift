import Foundation
import TerminalTestSupport
import Testing

/// `Examples/LogViewer` built by `swift build` and run in a real terminal (a private tmux server):
/// a million lines, search as you type, Backspace, Esc, End, a resize, q.
@Suite(.serialized)
struct LogViewerAppTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The status row: the query (or the hint) on the left, the counts on the right, `width` columns.
    static func status(_ left: String, _ right: String, width: Int = 80) -> String {
        left + String(repeating: " ", count: width - left.count - right.count) + right
    }

    @Test("Typing filters the million lines, Backspace and Esc go back, End goes to the last match, a resize reflows, q exits with 0",
          .enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(2)))
    func search() throws {
        let binary = try #require(BuiltExecutable.locate("log-viewer"), "\(BuiltExecutable.missing("log-viewer"))")
        let tmux = try #require(TmuxServer())
        let status = FileManager.default.temporaryDirectory
            .appendingPathComponent("log-viewer-status-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: status) }
        try tmux.start(session: "log", columns: 80, rows: 24, command:
            "env -u LINES -u COLUMNS TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 \(TmuxServer.quote(binary.path)); "
            + "echo $? > \(TmuxServer.quote(status.path))")

        // Line n ends with ending 7n mod 200 of 5 levels × 5 sources × 8 events; four lines a second.
        var screen = try tmux.waitUntilStable(session: "log", columns: 80, rows: 24)
        #expect(screen[0].hasPrefix("00:00:00 INFO  http: request served "))     // ending 0
        #expect(screen[1].hasPrefix("00:00:00 INFO  http: slow query "))         // ending 7
        #expect(screen[2].hasPrefix("00:00:00 INFO  db: user signed in "))       // ending 14
        #expect(screen[4].hasPrefix("00:00:01 INFO  cache: timeout after 30s ")) // ending 28
        #expect(screen[21] == String(repeating: "─", count: 80))
        #expect(screen[22] == Self.status("type to search", "1,000,000 of 1,000,000 · line 1"))
        #expect(screen[23] == "Backspace · Esc clears · ↑↓ PgUp PgDn Home End · q quits")

        // ERROR is level 3: endings 120–159, 40 of 200, so 200,000 lines; the first is line 18 (7 × 18 = 126).
        let start = Date()
        try tmux.send(["ERROR"], literal: true, session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR", "200,000 of 1,000,000 · line 1") })
        print("LogViewerAppTests: 5 keys filtered and drawn in \(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
        screen = try tmux.capture(session: "log")
        #expect(screen[0].hasPrefix("00:00:04 ERROR http: user signed in "))  // ending 126
        #expect(screen[1].hasPrefix("00:00:04 ERROR db: cache miss "))         // line 19, ending 133
        #expect(screen[23] == "Backspace · Esc clears · ↑↓ PgUp PgDn Home End · ^C quits")

        // "ERROR db": 8 of the 200 endings, 40,000 lines.
        try tmux.send([" db"], literal: true, session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR db", "40,000 of 1,000,000 · line 1") })
        #expect(try tmux.capture(session: "log")[0].hasPrefix("00:00:04 ERROR db: cache miss "))

        try tmux.send(["End"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR db", "40,000 of 1,000,000 · line 40,000") })

        try tmux.send(["BSpace", "BSpace", "BSpace"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR", "200,000 of 1,000,000 · line 1") })

        try tmux.send(["Escape"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("type to search", "1,000,000 of 1,000,000 · line 1") })

        try tmux.resize(session: "log", columns: 60, rows: 20)
        screen = try tmux.waitUntilStable(session: "log", columns: 60, rows: 20, changedFrom: screen)
        #expect(screen[0].hasPrefix("00:00:00 INFO  http: request served "))
        #expect(screen[17] == String(repeating: "─", count: 60))
        #expect(screen[18] == Self.status("type to search", "1,000,000 of 1,000,000 · line 1", width: 60))

        try tmux.send(["q"], literal: true, session: "log")
        #expect(tmux.wait { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") })
        #expect(try String(contentsOf: status, encoding: .utf8) == "0\n")
    }
}
