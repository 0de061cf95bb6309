import TerminalTestSupport
import Foundation
import Testing

/// Signals, crashes and quitting during a slow frame (issue #13, item 6), in tmux: the
/// terminal is given back as it was found — same `stty -g` before and after, the alternate
/// screen left — with the exit status of the signal, a readable crash message, and `q`
/// honoured at once while a frame takes 3 s (`--test-fault slow`).
@Suite struct SignalEndToEndTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The demo in a 100×20 pane; the shell records `stty -g` before and after it, and its status.
    final class Run {
        let tmux: TmuxServer
        let session = "sig"
        let folder: URL
        func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

        init(_ arguments: [String], term: String = "tmux-256color") throws {
            let binary = try #require(DemoBinary.locate(), "\(DemoBinary.missing)")
            tmux = try #require(TmuxServer())
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("layout-demo-sig-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let command = ([binary.path] + arguments).map(TmuxServer.quote).joined(separator: " ")
            let path = { TmuxServer.quote(self.file($0).path) }
            // The trap keeps the shell alive through C-c and C-\; the program gets the default dispositions.
            try tmux.start(session: session, columns: 100, rows: 20, command:
                "trap true INT QUIT; stty -g > \(path("before")); env -u LINES -u COLUMNS TERM=\(term) LANG=C.UTF-8 LC_ALL=C.UTF-8 "
                + "SWIFT_BACKTRACE=interactive=no,color=no \(command); echo $? > \(path("status")); stty -g > \(path("after"))")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func screen() throws -> [String] { try tmux.waitUntilStable(session: session, columns: 100, rows: 20) }

        /// The demo's process id: the pane's shell's child.
        func pid() throws -> pid_t {
            let shell = try tmux.display("#{pane_pid}", session: session)
            var child: pid_t?
            _ = tmux.wait {
                let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
                child = children.split(separator: " ").first.flatMap { pid_t($0) }
                return child != nil
            }
            return try #require(child)
        }

        /// What a program that has not ended is doing: its state and kernel wait channel, and the
        /// last lines of the pane.
        func diagnosis(of pid: pid_t) -> String {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "(gone)"
            let state = status.split(separator: "\n").first { $0.hasPrefix("State:") }.map(String.init) ?? "no state"
            let wchan = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "?"
            let pane = ((try? history()) ?? []).suffix(6).joined(separator: " | ")
            return "pid \(pid) \(state), waiting in \(wchan); pane: \(pane)"
        }

        /// The exit status, once the shell has also written `stty -g` after the program.
        func exitStatus(timeout: TimeInterval = 20) throws -> String? {
            guard tmux.wait(timeout: timeout, until: { ((try? String(contentsOf: file("after"), encoding: .utf8)) ?? "").hasSuffix("\n") })
            else { return nil }
            return try String(contentsOf: file("status"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The terminal modes before and after the program.
        func stty() throws -> (before: String, after: String) {
            (try String(contentsOf: file("before"), encoding: .utf8), try String(contentsOf: file("after"), encoding: .utf8))
        }

        /// Everything the pane shows, scrollback included, without blank lines and tmux's own
        /// "Pane is dead" line.
        func history() throws -> [String] {
            try tmux.capture(session: session, withHistory: true)
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Pane is dead") }
        }
    }

    /// How a signal is sent: a key the terminal turns into it, or `kill`.
    enum Sender: String, CaseIterable, CustomTestStringConvertible {
        case controlC = "C-c", controlBackslash = "C-\\", killINT = "kill -INT", killTERM = "kill -TERM", killHUP = "kill -HUP",
             killQUIT = "kill -QUIT"
        var testDescription: String { rawValue }
        var expectedStatus: String {
            switch self {
            case .controlC, .killINT: return "130"
            case .killTERM: return "143"
            case .killHUP: return "129"
            case .controlBackslash, .killQUIT: return "131"
            }
        }
        func send(to run: Run) throws {
            switch self {
            case .controlC, .controlBackslash: try run.tmux.send([rawValue], session: run.session)
            case .killINT: kill(try run.pid(), SIGINT)
            case .killTERM: kill(try run.pid(), SIGTERM)
            case .killHUP: kill(try run.pid(), SIGHUP)
            case .killQUIT: kill(try run.pid(), SIGQUIT)
            }
        }
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)),
          arguments: Sender.allCases, [false, true])
    func signalsRestoreTheTerminal(sender: Sender, midAnimation: Bool) throws {
        let run = try Run(["--items", "12"])
        let screen = try run.screen()
        #expect(screen.contains { $0.contains("╭") }, "\(screen)")
        if midAnimation {
            // A layout switch animates for 250 ms; the signal comes within a few milliseconds.
            try run.tmux.send(["2"], literal: true, session: run.session)
        }
        let pid = try run.pid()
        try sender.send(to: run)
        let status = try run.exitStatus()
        // If the program has not ended, say what it is doing (an intermittent failure was seen:
        // no exit 20 s after the signal, mid-animation, under load).
        #expect(status == sender.expectedStatus, "\(status == nil ? run.diagnosis(of: pid) : "")")
        guard status != nil else { return }
        let stty = try run.stty()
        #expect(stty.before == stty.after)
        #expect(try run.tmux.display("#{alternate_on}", session: run.session) == "0")
    }

    /// A signal while the frame is inside `malloc` (`--test-fault allocating`: 3 s of
    /// allocating and freeing, each block under the arena's lock). The handler once made type
    /// metadata to copy what standard error captured, which allocates: it waited for the lock
    /// the frame it interrupted held, forever (6 runs of 10 with SIGQUIT; CI saw it mid-animation).
    /// On a terminal without an alternate screen the handler also erases the rows.
    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)),
          arguments: [(Sender.controlBackslash, "tmux-256color"), (.killTERM, "tmux-256color"), (.killHUP, "tmux-256color"),
                      (.controlC, "vt100"), (.killQUIT, "linux")])
    func aSignalInsideMallocStillRestoresTheTerminal(sender: Sender, term: String) throws {
        let run = try Run(["--items", "5", "--test-fault", "allocating"], term: term)
        #expect(try run.screen().contains { $0.contains("╭") })
        try run.tmux.send(["+"], literal: true, session: run.session)   // 3 s of malloc and free
        Thread.sleep(forTimeInterval: 0.5)
        let pid = try run.pid()
        try sender.send(to: run)
        let status = try run.exitStatus(timeout: 10)
        #expect(status == sender.expectedStatus, "\(status == nil ? run.diagnosis(of: pid) : "")")
        if status == nil { kill(pid, SIGKILL) }
        guard status != nil else { return }
        let stty = try run.stty()
        #expect(stty.before == stty.after)
        #expect(try run.tmux.display("#{alternate_on}", session: run.session) == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)),
          arguments: ["vt100", "linux"], [Sender.controlC, .killTERM])
    func withoutAnAlternateScreenASignalLeavesNothing(term: String, sender: Sender) throws {
        let run = try Run(["--items", "3"], term: term)
        #expect(try run.screen().contains { $0.contains("╭") })
        try sender.send(to: run)
        #expect(try run.exitStatus() == sender.expectedStatus)
        let left = try run.history()
        #expect(left == [], "the last frame is left on the terminal: \(left)")
        let stty = try run.stty()
        #expect(stty.before == stty.after)
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)),
          arguments: ["tmux-256color", "vt100"])
    func aTrapInALayoutRestoresTheTerminalAndShowsTheMessage(term: String) throws {
        let run = try Run(["--items", "5", "--test-fault", "trap"], term: term)
        #expect(try run.screen().contains { $0.contains("╭") })
        try run.tmux.send(["+"], literal: true, session: run.session)   // the next layout traps
        #expect(try run.exitStatus() == "132")   // SIGILL: Swift's trap instruction
        let stty = try run.stty()
        #expect(stty.before == stty.after)
        #expect(try run.tmux.display("#{alternate_on}", session: run.session) == "0")
        // The message is on the restored terminal (the pane wraps long lines at 100 columns).
        let history = try run.history().joined()
        #expect(history.contains("Fatal error: deliberate trap in a test layout (layout-demo --test-fault trap)"), "\(history)")
        // No frame is left above it: the first line is the message.
        let lines = try run.history()
        #expect(lines.first?.contains("Fatal error") == true, "\(lines.prefix(3))")
    }

    /// Sends `q` while a 3-second frame is laid out; returns the milliseconds until the
    /// program's status is written.
    func quitDuringSlowFrame() throws -> Double {
        let run = try Run(["--items", "5", "--test-fault", "slow"])
        #expect(try run.screen().contains { $0.contains("╭") })
        try run.tmux.send(["+"], literal: true, session: run.session)   // starts a 3 s frame
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        try run.tmux.send(["q"], literal: true, session: run.session)
        // Polled every 2 ms (TmuxServer.wait polls more slowly).
        while Date().timeIntervalSince(start) < 10,
              !((try? String(contentsOf: run.file("status"), encoding: .utf8)) ?? "").hasSuffix("\n") {
            usleep(2_000)
        }
        let milliseconds = Date().timeIntervalSince(start) * 1000
        #expect(try run.exitStatus() == "0")
        let stty = try run.stty()
        #expect(stty.before == stty.after)
        #expect(try run.tmux.display("#{alternate_on}", session: run.session) == "0")
        return milliseconds
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func qQuitsWithin100MillisecondsDuringASlowFrame() throws {
        // The best of up to three tries (a loaded machine can delay tmux itself); each must
        // still be far below the 3 s the frame takes.
        var times: [Double] = []
        while times.count < 3, (times.min() ?? .infinity) >= 100 {
            let ms = try quitDuringSlowFrame()
            #expect(ms < 1_000, "q waited for the frame: \(ms) ms")
            times.append(ms)
        }
        print("q during a 3 s frame: exit after \(times.map { String(format: "%.0f ms", $0) }.joined(separator: ", "))")
        #expect(times.min()! < 100)
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func keysTypedDuringASlowFrameAreKept() throws {
        let run = try Run(["--items", "5", "--test-fault", "slow"])
        let first = try run.screen()
        #expect(first.last?.hasPrefix(" flow  spacing 1  100×20  5 items") == true, "\(first.last ?? "")")
        try run.tmux.send(["+"], literal: true, session: run.session)   // a 3 s frame
        Thread.sleep(forTimeInterval: 0.3)
        try run.tmux.send(["]"], literal: true, session: run.session)   // read by the watcher, given back
        let shown = run.tmux.wait(timeout: 15) {
            let last = (try? run.tmux.capture(session: run.session).last) ?? nil
            return last?.hasPrefix(" flow  spacing 2  100×20  6 items") ?? false
        }
        let status = try run.tmux.capture(session: run.session).last ?? ""
        #expect(shown, "\(status)")
        try run.tmux.send(["q"], literal: true, session: run.session)
        #expect(try run.exitStatus() == "0")
    }

    /// A paste of 604 keys during a slow frame with `]` first, in the middle and before a
    /// last `+`: every key is kept, in order. Given back through curses' `ungetch`, whose
    /// FIFO holds 137 entries, all but 137 of them were lost (pushed last first: the paste's
    /// start). The other keys change nothing (`x`, `é`, `漢`, `z`: no command), so the paste
    /// costs a frame for the animation it stops and one for each `]` and the `+`.
    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(2)))
    func aLongPasteDuringASlowFrameIsKeptWhole() throws {
        let run = try Run(["--items", "5", "--test-fault", "slow"])
        let first = try run.screen()
        #expect(first.last?.hasPrefix(" flow  spacing 1  100×20  5 items") == true, "\(first.last ?? "")")
        try run.tmux.send(["+"], literal: true, session: run.session)   // a 3 s frame
        Thread.sleep(forTimeInterval: 0.3)
        let filler = String(repeating: "xé漢z", count: 75)
        let paste = "]" + filler + "]" + filler + "]+"
        #expect(paste.count == 604 && paste.utf8.count == 1_054)
        try run.tmux.send([paste], literal: true, session: run.session)   // read by the watcher, given back
        let shown = run.tmux.wait(timeout: 60) {
            let last = (try? run.tmux.capture(session: run.session).last) ?? nil
            return last?.hasPrefix(" flow  spacing 4  100×20  7 items") ?? false
        }
        let status = try run.tmux.capture(session: run.session).last ?? ""
        #expect(shown, "keys of the paste were lost: \(status)")
        print("a 604-key paste (1,054 bytes) during a 3 s frame: \(shown ? "kept whole" : "keys lost"); status line \(status)")
        try run.tmux.send(["q"], literal: true, session: run.session)
        #expect(try run.exitStatus() == "0")
    }
}
