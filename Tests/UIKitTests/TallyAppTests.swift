import Foundation
import TerminalTestSupport
import Testing

/// `Examples/Tally` — a SwiftUI app of the UIKit life cycle: `@main` on its app delegate, a
/// scene delegate hosting the content with an environment object — built by `swift build`
/// and run in a real terminal (a private tmux server) (UIK2).
@Suite(.serialized)
struct TallyAppTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The screen, 40 × 10, with `count` counted.
    static func screen(count: Int) -> [String] {
        ["", " Tally", "", " ╭─────────╮", " │ Add one │ Counted: \(count)", " ╰─────────╯", "",
         " Tab, Return adds · q quits", "", ""]
    }

    @Test("The scene delegate's hosted view is shown and takes keys; q ends the run, then the scene and the app are told, on the given-back terminal",
          .enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func tally() throws {
        let binary = try #require(BuiltExecutable.locate("tally"), "\(BuiltExecutable.missing("tally"))")
        let tmux = try #require(TmuxServer())
        let status = FileManager.default.temporaryDirectory.appendingPathComponent("tally-status-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: status) }
        try tmux.start(session: "tally", columns: 40, rows: 10, command:
            "env -u LINES -u COLUMNS TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 clear; \(TmuxServer.quote(binary.path)); "
            + "echo $? > \(TmuxServer.quote(status.path)); sleep 30")

        var screen = try tmux.waitUntilStable(session: "tally", columns: 40, rows: 10)
        #expect(screen == Self.screen(count: 0))
        // Tab focuses the button, Return presses it: the environment object counts.
        try tmux.send(["Tab", "Enter"], session: "tally")
        screen = try tmux.waitUntilStable(session: "tally", columns: 40, rows: 10, changedFrom: screen)
        #expect(screen == Self.screen(count: 1))
        try tmux.send(["Enter"], session: "tally")
        screen = try tmux.waitUntilStable(session: "tally", columns: 40, rows: 10, changedFrom: screen)
        #expect(screen == Self.screen(count: 2))

        try tmux.send(["q"], literal: true, session: "tally")
        _ = tmux.wait { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") }
        #expect((try? String(contentsOf: status, encoding: .utf8)) == "0\n")
        let after = try tmux.capture(session: "tally").filter { !$0.isEmpty }
        #expect(after == ["Tally: scene disconnected with 2 counted", "Tally: application will terminate"])
    }
}
