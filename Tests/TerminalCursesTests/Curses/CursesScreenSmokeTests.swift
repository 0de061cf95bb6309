import TerminalTestSupport
import Foundation
import Testing

/// End-to-end: the `renderer-smoke` fixture in a real terminal (a private tmux server).
///
/// The binary must have been built by `swift build` before `swift test`.
@Suite(.serialized)
struct CursesScreenSmokeTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The golden file's rows without the `¦` frame and without trailing spaces, as
    /// `tmux capture-pane -p` prints them.
    private func expectedCapture(_ name: String) throws -> [String] {
        try Golden.text(name).components(separatedBy: "\n").map {
            String($0.dropFirst().dropLast()).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    private func trimmed(_ lines: [String]) -> [String] {
        lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("renderer-smoke-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? -1
    }

    private func environment(term: String = "tmux-256color", lang: String = "C.UTF-8") -> String {
        "env -u LINES -u COLUMNS TERM=\(term) LANG=\(lang) LC_ALL=\(lang) SWIFT_BACKTRACE=interactive=no"
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func drawsTheSceneRedrawsOnResizeAndQuitsWithZero() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statusFile = folder.appendingPathComponent("status")
        let session = "smoke"
        try tmux.start(session: session, columns: 60, rows: 20, command:
            "\(environment()) \(TmuxServer.quote(binary.path)); echo $? > \(TmuxServer.quote(statusFile.path))")

        let first = try tmux.waitUntilStable(session: session, columns: 60, rows: 20)
        #expect(trimmed(first) == (try expectedCapture("smoke-60x20")))

        // A key makes the fixture present the same scene again: nothing may reach the terminal.
        let output = folder.appendingPathComponent("output")
        try tmux.run(["pipe-pane", "-t", "=\(session):", "cat >> \(TmuxServer.quote(output.path))"])
        try tmux.run(["send-keys", "-t", "=\(session):", "x"])
        Thread.sleep(forTimeInterval: 0.6)
        #expect(fileSize(output) == 0, "an unchanged frame sent bytes to the terminal")

        try tmux.run(["resize-window", "-t", "=\(session):", "-x", "40", "-y", "12"])
        let resized = try tmux.waitUntilStable(session: session, columns: 40, rows: 12)
        #expect(trimmed(resized) == (try expectedCapture("smoke-40x12")))
        #expect(fileSize(output) > 0, "the resize redraw did not go through the pipe, so the 0-byte check proves nothing")
        try tmux.run(["pipe-pane", "-t", "=\(session):"])

        try tmux.run(["send-keys", "-t", "=\(session):", "q"])
        let exited = try tmux.wait { try tmux.display("#{pane_dead}", session: session) == "1" }
        #expect(exited, "renderer-smoke did not exit on q")
        let status = tmux.wait { fileSize(statusFile) > 0 }
            ? try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) : nil
        #expect(status == "0")
        let paneStatus = try tmux.display("#{pane_dead_status}", session: session)
        #expect(paneStatus == "0" || paneStatus.isEmpty)   // tmux 3.3a sometimes never sets it
        // The terminal was restored: the pane left the alternate screen.
        #expect(try tmux.display("#{alternate_on}", session: session) == "0")
    }

    /// TASK1 in a real app: `TerminalApp.run()` holds the main thread, so
    /// it runs the main actor's waiting work itself — a `task` that sleeps
    /// and then sets `@State` shows its value with no key pressed.
    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func aTaskSetsStateWithNoKeyPressed() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statusFile = folder.appendingPathComponent("status")
        let session = "task"
        try tmux.start(session: session, columns: 30, rows: 4, command:
            "\(environment()) \(TmuxServer.quote(binary.path)) --task; echo $? > \(TmuxServer.quote(statusFile.path))")
        // "waiting" first (the task sleeps 200 ms), then the task's value.
        let done = try tmux.wait { try tmux.capture(session: session).first?.hasPrefix("task done") == true }
        let screen = (try? tmux.capture(session: session)) ?? []
        #expect(done, "the task's state never reached the screen: \(screen)")
        try tmux.run(["send-keys", "-t", "=\(session):", "q"])
        let exited = try tmux.wait { try tmux.display("#{pane_dead}", session: session) == "1" }
        #expect(exited, "renderer-smoke --task did not exit on q")
        let status = tmux.wait { fileSize(statusFile) > 0 }
            ? try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) : nil
        #expect(status == "0")
    }

    /// Step 8a: `print` while the screen is active (from a body, from an action) draws nothing
    /// over the frames; the lines come out once the terminal is given back — after the restored
    /// screen on stderr, or in the stderr log when one is given.
    @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: [false, true])
    func printGoesWhereStderrGoes(withLog: Bool) throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statusFile = folder.appendingPathComponent("status")
        let log = folder.appendingPathComponent("log")
        let session = withLog ? "printlog" : "print"
        let logSetting = withLog ? "RENDERER_SMOKE_LOG=\(TmuxServer.quote(log.path)) " : ""
        try tmux.start(session: session, columns: 30, rows: 6, command:
            "\(environment()) \(logSetting)\(TmuxServer.quote(binary.path)) --print; echo $? > \(TmuxServer.quote(statusFile.path)); sleep 30")
        let shown = try tmux.wait { try tmux.capture(session: session).first?.hasPrefix("print scene") == true }
        let screen = (try? tmux.capture(session: session)) ?? []
        #expect(shown, "the scene never showed: \(screen)")
        #expect(!screen.contains { $0.contains("printed") }, "print drew over the frame: \(screen)")
        try tmux.run(["send-keys", "-t", "=\(session):", "q"])
        let exited = tmux.wait { fileSize(statusFile) > 0 }
        #expect(exited, "renderer-smoke --print did not exit on q")
        let status = try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "0")
        let after = try tmux.capture(session: session).joined(separator: "\n")
        let logged = withLog ? try String(contentsOf: log, encoding: .utf8) : after
        #expect(logged.contains("printed from body") && logged.contains("printed from action"), "\(logged)")
        if withLog { #expect(!after.contains("printed"), "\(after)") }
    }

    /// KEY2 in a real terminal: Ctrl-S and Ctrl-Q reach the app (flow control is off while it
    /// runs: the driver would take them), Ctrl-A as any; and the terminal's modes are as they
    /// were once it exits (`stty -g` before and after).
    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func ctrlSAndCtrlQReachTheApp() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statusFile = folder.appendingPathComponent("status")
        let before = folder.appendingPathComponent("before"), after = folder.appendingPathComponent("after")
        let session = "keys"
        try tmux.start(session: session, columns: 40, rows: 4, command:
            "stty -g > \(TmuxServer.quote(before.path)); \(environment()) \(TmuxServer.quote(binary.path)) --keys; "
            + "echo $? > \(TmuxServer.quote(statusFile.path)); stty -g > \(TmuxServer.quote(after.path))")
        _ = try tmux.wait { try tmux.capture(session: session).first?.hasPrefix("keys") == true }
        for key in ["C-s", "C-q", "C-a"] { try tmux.run(["send-keys", "-t", "=\(session):", key]) }
        let seen = try tmux.wait { try tmux.capture(session: session).first?.hasPrefix("keys ctrl-s ctrl-q ctrl-a") == true }
        let screen = (try? tmux.capture(session: session)) ?? []
        #expect(seen, "Ctrl-S, Ctrl-Q, Ctrl-A did not all reach the app: \(screen)")
        try tmux.run(["send-keys", "-t", "=\(session):", "q"])
        let status = tmux.wait { fileSize(after) > 0 }
            ? try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) : nil
        #expect(status == "0")
        #expect(try String(contentsOf: before, encoding: .utf8) == String(contentsOf: after, encoding: .utf8))
    }

    /// RCV1 in a real app: a `Timer.publish(…).autoconnect()` on the main
    /// run loop fires while `TerminalApp.run()` waits for keys (the loop runs
    /// the main queue between them), and the state `onReceive` sets is drawn
    /// with no key pressed.
    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func aTimerRedrawsWithNoKeyPressed() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statusFile = folder.appendingPathComponent("status")
        let session = "timer"
        try tmux.start(session: session, columns: 30, rows: 4, command:
            "\(environment()) \(TmuxServer.quote(binary.path)) --timer; echo $? > \(TmuxServer.quote(statusFile.path))")
        // "ticks 0" first, then the count goes up every 50 ms or so: wait for 3 or more.
        let ticked = try tmux.wait {
            let first = try tmux.capture(session: session).first ?? ""
            return first.hasPrefix("ticks ") && (Int(first.dropFirst(6).trimmingCharacters(in: .whitespaces)) ?? 0) >= 3
        }
        let screen = (try? tmux.capture(session: session)) ?? []
        #expect(ticked, "the timer's ticks never reached the screen: \(screen)")
        try tmux.run(["send-keys", "-t", "=\(session):", "q"])
        let exited = try tmux.wait { try tmux.display("#{pane_dead}", session: session) == "1" }
        #expect(exited, "renderer-smoke --timer did not exit on q")
        let status = tmux.wait { fileSize(statusFile) > 0 }
            ? try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) : nil
        #expect(status == "0")
    }

    /// A frame in a real terminal: one bracketed write with synchronized output on, no
    /// brackets with it off, and the same screen either way. A resize shrinks the rows, so
    /// the frame is whole (clear, then every cell) and its bytes can be checked as a unit.
    @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: [true, false])
    func synchronizedOutputBracketsTheFrameOnlyWhenOn(_ on: Bool) throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = "sync"
        try tmux.start(session: session, columns: 60, rows: 20, command:
            "\(environment()) TERMINAL_LAYOUT_SYNC=\(on ? 1 : 0) \(TmuxServer.quote(binary.path))")
        #expect(trimmed(try tmux.waitUntilStable(session: session, columns: 60, rows: 20))
                == (try expectedCapture("smoke-60x20")))

        let output = folder.appendingPathComponent("output")
        try tmux.run(["pipe-pane", "-t", "=\(session):", "cat >> \(TmuxServer.quote(output.path))"])
        try tmux.run(["resize-window", "-t", "=\(session):", "-x", "40", "-y", "12"])
        #expect(trimmed(try tmux.waitUntilStable(session: session, columns: 40, rows: 12))
                == (try expectedCapture("smoke-40x12")))
        try tmux.run(["pipe-pane", "-t", "=\(session):"])
        let bytes = try String(contentsOf: output, encoding: .utf8)
        let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l"
        // The frame: the style reset (the last cell drawn was styled), clear, the cells.
        let frameStart = "\u{1B}[m\u{1B}[H\u{1B}[2J"
        if on {
            #expect(bytes.hasPrefix(begin + frameStart), "\(bytes.prefix(40).debugDescription)")
            #expect(bytes.hasSuffix(end))
            #expect(bytes.components(separatedBy: begin).count == 2, "exactly one bracketed frame")
        } else {
            #expect(bytes.hasPrefix(frameStart), "\(bytes.prefix(40).debugDescription)")
            #expect(!bytes.contains("2026"))
        }
        try tmux.run(["send-keys", "-t", "=\(session):", "q"])
    }

    /// C-z and `fg` in a shell: curses repaints the screen it knows (blank) on resume, and
    /// the screen draws its frame again before the next key is handled.
    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func suspendAndResumeRedrawTheFrame() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let session = "suspend"
        try tmux.start(session: session, columns: 60, rows: 20, command: "bash --norc --noprofile -i")
        try tmux.send(["\(environment()) \(TmuxServer.quote(binary.path))", "Enter"], session: session)
        #expect(trimmed(try tmux.waitUntilStable(session: session, columns: 60, rows: 20))
                == (try expectedCapture("smoke-60x20")))
        try tmux.send(["C-z"], session: session)
        #expect(try tmux.wait { try tmux.display("#{alternate_on}", session: session) == "0" }, "C-z did not suspend")
        try tmux.send(["fg", "Enter"], session: session)
        #expect(try tmux.wait { try tmux.display("#{alternate_on}", session: session) == "1" }, "fg did not resume")
        // renderer-smoke waits for a key without a timeout: the redraw comes with the next one.
        try tmux.send(["x"], session: session)
        #expect(trimmed(try tmux.waitUntilStable(session: session, columns: 60, rows: 20))
                == (try expectedCapture("smoke-60x20")))
        try tmux.send(["q"], session: session)
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func stdoutRedirectedToAFileInATerminalExitsTwoWithOneLine() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (out, err, status) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"),
                                  folder.appendingPathComponent("status"))
        try tmux.start(session: "redirect", columns: 60, rows: 10, command:
            "\(environment()) \(TmuxServer.quote(binary.path)) > \(TmuxServer.quote(out.path)) "
            + "2> \(TmuxServer.quote(err.path)); echo $? > \(TmuxServer.quote(status.path))")
        #expect(tmux.wait { fileSize(status) > 0 })
        #expect(try String(contentsOf: status, encoding: .utf8) == "2\n")
        #expect(fileSize(out) == 0)
        #expect(try String(contentsOf: err, encoding: .utf8) == "renderer-smoke: standard output is not a terminal\n")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"))
    func unknownTermExitsTwoAndLeavesTheTerminalAlone() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let tmux = try #require(TmuxServer())
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = folder.appendingPathComponent("status")
        try tmux.start(session: "bogus", columns: 60, rows: 6, command:
            "\(environment(term: "bogus-term")) \(TmuxServer.quote(binary.path)); echo $? > \(TmuxServer.quote(status.path))")
        #expect(tmux.wait { fileSize(status) > 0 })
        #expect(try String(contentsOf: status, encoding: .utf8) == "2\n")
        let screen = try tmux.capture(session: "bogus", withHistory: true)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Pane is dead") }
        #expect(screen == ["renderer-smoke: cannot open terminal type 'bogus-term' (from TERM); set TERM to a known type such as xterm-256color"])
    }
}

/// The fixture outside a terminal: no curses output at all, one line on stderr, exit 2.
struct CursesScreenRefusalTests {
    @Test func stdoutRedirectedToAFileExitsTwoWithoutEscapeSequences() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        // stdout is a regular file here (see ProcessResult.run).
        let result = try ProcessResult.run(binary, environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8",
                                                                  "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 2)
        let written = result.standardOutput
        #expect(written.isEmpty)
        #expect(!written.contains(0x1B))
        let message = String(decoding: result.standardError, as: UTF8.self)
        // stdin is /dev/null here, so the first failing check is standard input.
        #expect(message == "renderer-smoke: standard input is not a terminal\n")
    }

    @Test func nonUTF8LocaleIsRefusedWithExitTwo() throws {
        let binary = try #require(SmokeBinary.locate(), "\(SmokeBinary.missing)")
        let result = try ProcessResult.run(binary, environment: ["TERM": "xterm-256color", "LANG": "C", "LC_ALL": "C"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(String(decoding: result.standardError, as: UTF8.self)
            == "renderer-smoke: the locale's character set is ANSI_X3.4-1968, not UTF-8; set LANG=C.UTF-8 or another UTF-8 locale\n")
    }
}
