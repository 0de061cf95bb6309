import TerminalTestSupport
import Foundation
import Testing

/// End-to-end (issue #13, item 5): the interactive demo under every kind of terminal
/// environment, each in a private tmux server. Where the demo cannot work it refuses with
/// one line and exit 2 before touching the terminal; where it can, it draws, quits with 0
/// and leaves the terminal as it found it — cleared where there is no alternate screen.
///
/// | environment | behaviour |
/// |---|---|
/// | `TERM` unset | refused: "TERM is not set" |
/// | `TERM=dumb` | refused: "terminal type 'dumb' (from TERM) cannot move the cursor" |
/// | `TERM=bogus-term` (unknown) | refused (see `InteractiveEndToEndTests`) |
/// | `TERM=vt100`, `linux` (no alternate screen) | runs; the screen is cleared on quit |
/// | `TERM=screen` (8 colours) | runs, with the 8 basic colours only |
/// | `LANG=C` | refused: the character set is not UTF-8 |
/// | stdin not a terminal | refused: "standard input is not a terminal" |
/// | stdout a pipe | refused: "standard output is not a terminal", nothing on the pipe |
@Suite(.serialized)
struct TerminalEnvironmentEndToEndTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The demo with 3 items in a 60×12 pane, under `variables` (`nil` unsets one) and with
    /// `redirection` (shell text after the command); its status is written to a file.
    final class Run {
        let tmux: TmuxServer
        let session = "env"
        let folder: URL
        var statusFile: URL { folder.appendingPathComponent("status") }
        var pipeFile: URL { folder.appendingPathComponent("pipe") }

        init(_ variables: [String: String?], redirection: String = "", pipeStdout: Bool = false) throws {
            let binary = try #require(DemoBinary.locate(), "\(DemoBinary.missing)")
            tmux = try #require(TmuxServer())
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("layout-demo-env-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // NO_COLOR is unset: `swift test` sets it for the processes it starts.
            var settings = ["TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_COLOR": nil] as [String: String?]
            settings.merge(variables) { $1 }
            let unset = settings.filter { $0.value == nil }.keys.sorted().map { "-u \($0)" }
            let set = settings.compactMapValues { $0 }.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxServer.quote($0.value))" }
            let env = (["env", "-u LINES", "-u COLUMNS"] + unset + set + ["SWIFT_BACKTRACE=interactive=no"]).joined(separator: " ")
            let program = "\(env) \(TmuxServer.quote(binary.path)) --items 3 \(redirection); echo $? > \(TmuxServer.quote(statusFile.path))"
            let command = pipeStdout ? "{ \(program); } | cat > \(TmuxServer.quote(pipeFile.path))" : program
            try tmux.start(session: session, columns: 60, rows: 12, command: "trap true INT; \(command)")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func exitStatus() throws -> String? {
            let written = tmux.wait { ((try? String(contentsOf: statusFile, encoding: .utf8)) ?? "").hasSuffix("\n") }
            guard written else { return nil }
            return try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Everything the pane showed, scrollback included, without blank lines and tmux's "Pane is dead".
        func history() throws -> [String] {
            try tmux.capture(session: session, withHistory: true).filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") }
        }

        func screen() throws -> [String] { try tmux.waitUntilStable(session: session, columns: 60, rows: 12) }
    }

    static let render = "; or try `layout-demo render`"

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)), arguments: [
        (["TERM": nil], "", "layout-demo: TERM is not set; set TERM to a known terminal type such as xterm-256color" + render),
        (["TERM": "dumb"], "", "layout-demo: terminal type 'dumb' (from TERM) cannot move the cursor (no cup in its terminfo entry); "
            + "set TERM to a full-screen type such as xterm-256color, or try `layout-demo render`"),
        (["LANG": "C", "LC_ALL": "C"], "",
         "layout-demo: the locale's character set is ANSI_X3.4-1968, not UTF-8; set LANG=C.UTF-8 or another UTF-8 locale" + render),
        ([:], "< /dev/null", "layout-demo: standard input is not a terminal; try `layout-demo render`"),
        // dumb, but stdin is not a terminal: the streams are checked first.
        (["TERM": "dumb"], "< /dev/null", "layout-demo: standard input is not a terminal; try `layout-demo render`"),
    ] as [([String: String?], String, String)])
    func refusedWithOneLineAndExitTwo(variables: [String: String?], redirection: String, line: String) throws {
        let run = try Run(variables, redirection: redirection)
        #expect(try run.exitStatus() == "2")
        #expect(try run.history() == [line])
        #expect(try run.tmux.display("#{alternate_on}", session: run.session) == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func stdoutAPipeIsRefusedAndNothingReachesThePipe() throws {
        let run = try Run([:], pipeStdout: true)
        #expect(try run.exitStatus() == "2")
        #expect(try run.history() == ["layout-demo: standard output is not a terminal; try `layout-demo render`"])
        #expect(run.tmux.wait { (try? Data(contentsOf: run.pipeFile)) != nil })
        #expect(try Data(contentsOf: run.pipeFile).isEmpty)
    }

    /// Three boxes labelled 1, 2, 3 on the first rows.
    func expectItems(_ screen: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let labels = Set(BoxParser.boxes(in: screen).map(\.label))
        #expect(labels.isSuperset(of: ["1", "2", "3"]), "\(screen)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)), arguments: ["vt100", "linux"])
    func withoutAnAlternateScreenTheScreenIsClearedOnQuit(term: String) throws {
        let run = try Run(["TERM": term])
        expectItems(try run.screen())
        try run.tmux.send(["q"], literal: true, session: run.session)
        #expect(try run.exitStatus() == "0")
        // Nothing the demo drew is left, on the screen or above it.
        #expect(try run.history() == [])
        let screen = try run.tmux.capture(session: run.session)
        #expect(screen.filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") } == [], "\(screen)")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func eightColoursUseOnlyTheBasicColours() throws {
        let run = try Run(["TERM": "screen"])
        expectItems(try run.screen())
        let styled = try run.tmux.run(["capture-pane", "-p", "-e", "-t", "=\(run.session):"])
        // Colours are drawn (SGR 30–37 / 40–47), none from the 256-colour or RGB palettes.
        #expect(styled.range(of: #"\e\[[0-9;]*(3|4)[0-7](;[0-9;]*)?m"#, options: .regularExpression) != nil, "\(styled)")
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;") && !styled.contains("38;2;") && !styled.contains("48;2;"))
        try run.tmux.send(["q"], literal: true, session: run.session)
        #expect(try run.exitStatus() == "0")
        #expect(try run.tmux.display("#{alternate_on}", session: run.session) == "0")
        #expect(try run.history() == [])
    }
}
