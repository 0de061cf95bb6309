import Foundation
import TerminalTestSupport
import Testing

/// `Examples/Dashboard` built by `swift build` and run in a real terminal (a private tmux server):
/// the panels in a `Grid`, a new sample from an `@Observable` model in the environment, the layout
/// switched on the size class when the terminal is resized, q.
@Suite(.serialized)
struct DashboardAppTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// A bar of ten cells and the figure.
    static func gauge(_ percent: Int) -> String {
        String(repeating: "█", count: percent / 10) + String(repeating: "░", count: 10 - percent / 10) + " \(percent)%"
    }

    /// A panel's row: `text` inside a border of `width` columns (two columns of border and space each side).
    static func row(_ text: String, _ width: Int) -> String {
        "│ " + text + String(repeating: " ", count: width - 4 - text.count) + " │"
    }

    static func edge(_ width: Int, top: Bool) -> String {
        (top ? "╭" : "╰") + String(repeating: "─", count: width - 2) + (top ? "╮" : "╯")
    }

    /// A row of boxes of `widths`, one column apart.
    static func boxes(_ texts: [String], _ widths: [Int]) -> String {
        zip(texts, widths).map { row($0, $1) }.joined(separator: " ")
    }

    /// The screen at 80 columns (regular): four gauges in a row (77 columns shared: 19, 20, 19, 19), the lists side by side
    /// (79 shared: 40, 39).
    static func regular(sample: Int) -> [String] {
        let p = [37, 53, 71, 89].map { sample * $0 % 101 }, widths = [19, 20, 19, 19], lists = [40, 39]
        return [
            "Dashboard · sample \(sample)",
            widths.map { edge($0, top: true) }.joined(separator: " "),
            boxes(["ϟ CPU", "■ Memory", "▭ Disk", "≋ Network"], widths),
            boxes(p.map(gauge), widths),
            widths.map { edge($0, top: false) }.joined(separator: " "),
            lists.map { edge($0, top: true) }.joined(separator: " "),
            boxes(["☰ Services", "⚠ Alerts"], lists),
            boxes(["✓ api     up", "disk \(p[2])% full"], lists),
            boxes(["✓ worker  up", "mailer unreachable"], lists),
            boxes(["✕ mailer  down", "3 retries in the queue"], lists),
            lists.map { edge($0, top: false) }.joined(separator: " "),
            "n next sample · q quits",
        ] + Array(repeating: "", count: 12)
    }

    /// The screen at 60 columns (compact): two gauges a row (59 columns shared: 30, 29), the lists stacked.
    static func compact(sample: Int) -> [String] {
        let p = [37, 53, 71, 89].map { sample * $0 % 101 }, widths = [30, 29]
        func list(_ rows: [String]) -> [String] {
            [edge(60, top: true)] + rows.map { row($0, 60) } + [edge(60, top: false)]
        }
        return ["Dashboard · sample \(sample)"]
            + [widths.map { edge($0, top: true) }.joined(separator: " "), boxes(["ϟ CPU", "■ Memory"], widths),
               boxes([gauge(p[0]), gauge(p[1])], widths), widths.map { edge($0, top: false) }.joined(separator: " ")]
            + [widths.map { edge($0, top: true) }.joined(separator: " "), boxes(["▭ Disk", "≋ Network"], widths),
               boxes([gauge(p[2]), gauge(p[3])], widths), widths.map { edge($0, top: false) }.joined(separator: " ")]
            + list(["☰ Services", "✓ api     up", "✓ worker  up", "✕ mailer  down"])
            + list(["⚠ Alerts", "disk \(p[2])% full", "mailer unreachable", "3 retries in the queue"])
            + ["n next sample · q quits", "", ""]
    }

    @Test("n shows the next sample (an @Observable model in the environment), a resize below 80 columns reflows, q exits with 0",
          .enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func dashboard() throws {
        let binary = try #require(BuiltExecutable.locate("dashboard"), "\(BuiltExecutable.missing("dashboard"))")
        let tmux = try #require(TmuxServer())
        let status = FileManager.default.temporaryDirectory
            .appendingPathComponent("dashboard-status-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: status) }
        try tmux.start(session: "dash", columns: 80, rows: 24, command:
            "env -u LINES -u COLUMNS TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 \(TmuxServer.quote(binary.path)); "
            + "echo $? > \(TmuxServer.quote(status.path))")

        var screen = try tmux.waitUntilStable(session: "dash", columns: 80, rows: 24)
        #expect(screen == Self.regular(sample: 1))

        // Sample 2: 74, 5 (106 − 101), 41 (142 − 101), 77 (178 − 101).
        try tmux.send(["n"], literal: true, session: "dash")
        screen = try tmux.waitUntilStable(session: "dash", columns: 80, rows: 24, changedFrom: screen)
        #expect(screen == Self.regular(sample: 2))

        try tmux.resize(session: "dash", columns: 60, rows: 24)
        screen = try tmux.waitUntilStable(session: "dash", columns: 60, rows: 24, changedFrom: screen)
        #expect(screen == Self.compact(sample: 2))

        try tmux.resize(session: "dash", columns: 80, rows: 24)
        screen = try tmux.waitUntilStable(session: "dash", columns: 80, rows: 24, changedFrom: screen)
        #expect(screen == Self.regular(sample: 2))

        try tmux.send(["q"], literal: true, session: "dash")
        #expect(tmux.wait { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") })
        #expect(try String(contentsOf: status, encoding: .utf8) == "0\n")
    }
}
