import Foundation
import TerminalTestSupport
import Testing

/// `Examples/LogViewer` built by `swift build` and run in a real terminal (a private tmux server):
/// a million lines, search as you type, Backspace, Esc, a selection moved with End, ↑, PgDn and Home and
/// scrolled into view by a `ScrollViewReader`, a resize, q.
@Suite(.serialized)
struct LogViewerAppTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The status row: the query (or the hint) on the left, the counts on the right, `width` columns.
    static func status(_ left: String, _ right: String, width: Int = 80) -> String {
        left + String(repeating: " ", count: width - left.count - right.count) + right
    }

    @Test("Typing filters the million lines, Backspace and Esc go back, End/↑/PgDn/Home move the selection and scroll it into view, a resize reflows, q exits with 0",
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

        // End selects the last match; the scroll view shows it on its last row (21 rows: lines 39,980–40,000).
        try tmux.send(["End"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR db", "40,000 of 1,000,000 · line 40,000") })
        screen = try tmux.capture(session: "log")
        #expect(screen[0].hasPrefix("21:24:36 ERROR db: request served "))           // line 999,504
        #expect(screen[20].hasPrefix("21:26:37 ERROR db: connection reset by peer "))  // line 999,990, the last
        // ↑ moves the selection within what is shown: nothing scrolls.
        try tmux.send(["Up"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR db", "40,000 of 1,000,000 · line 39,999") })
        #expect(try tmux.capture(session: "log")[0] == screen[0])

        // Backspace goes back to the 200,000 matches of "ERROR", the first of them selected, at the top.
        try tmux.send(["BSpace", "BSpace", "BSpace"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR", "200,000 of 1,000,000 · line 1") })
        #expect(try tmux.capture(session: "log")[0].hasPrefix("00:00:04 ERROR http: user signed in "))
        // PgDn moves the selection 20 matches: the 21st is on the last row already; the 41st scrolls
        // the view as little as shows it, onto the last row.
        try tmux.send(["NPage"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR", "200,000 of 1,000,000 · line 21") })
        #expect(try tmux.capture(session: "log")[20].hasPrefix("00:00:26 ERROR cache: cache miss "))
        try tmux.send(["NPage"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR", "200,000 of 1,000,000 · line 41") })
        #expect(try tmux.capture(session: "log")[20].hasPrefix("00:00:54 ERROR http: user signed in "))
        try tmux.send(["Home"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("/ERROR", "200,000 of 1,000,000 · line 1") })
        #expect(try tmux.capture(session: "log")[0].hasPrefix("00:00:04 ERROR http: user signed in "))

        try tmux.send(["Escape"], session: "log")
        #expect(try tmux.wait { try tmux.capture(session: "log")[22] == Self.status("type to search", "1,000,000 of 1,000,000 · line 1") })
        #expect(try tmux.capture(session: "log")[0].hasPrefix("00:00:00 INFO  http: request served "))

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
