import Foundation
import TerminalTestSupport
import Testing

/// `Examples/Hello` (the README's hello app) built by `swift build` and run in a real
/// terminal, a private tmux server per test: keys, a button, live reflow, a clean exit.
@Suite(.serialized)
struct HelloAppTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// The screen at 80 columns (regular: the buttons in a row), trailing spaces removed.
    static func regular(count: Int) -> [String] {
        [
            "",
            " Hello, terminal!",
            "",
            " ╭───╮          ╭───╮",
            " │ - │ Count: \(count) │ + │",
            " ╰───╯          ╰───╯",
            "",
            " + - count · Tab, Return press · q quits",
        ] + Array(repeating: "", count: 16)
    }

    /// The screen below 80 columns (compact: the buttons above and below the count,
    /// centred on it: 1.5 cells in from "Count: 2", rounded up to 2; 2.5 from "Count: 177", to 3).
    static func compact(count: Int) -> [String] {
        let text = "Count: \(count)"
        let indent = String(repeating: " ", count: 1 + Int((Double(text.count - 5) / 2).rounded(.toNearestOrAwayFromZero)))
        return [
            "",
            " Hello, terminal!",
            "",
            indent + "╭───╮",
            indent + "│ - │",
            indent + "╰───╯",
            "",
            " " + text,
            "",
            indent + "╭───╮",
            indent + "│ + │",
            indent + "╰───╯",
            "",
            " + - count · Tab, Return press · q quits",
        ] + Array(repeating: "", count: 10)
    }

    @Test("Keys count, Tab and Return press the first button, a resize below 80 columns stacks the row, q exits with 0",
          .enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func hello() throws {
        let binary = try #require(BuiltExecutable.locate("hello"), "\(BuiltExecutable.missing("hello"))")
        let tmux = try #require(TmuxServer())
        let status = FileManager.default.temporaryDirectory.appendingPathComponent("hello-status-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: status) }
        try tmux.start(session: "hello", columns: 80, rows: 24, command:
            "env -u LINES -u COLUMNS TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 \(TmuxServer.quote(binary.path)); "
            + "echo $? > \(TmuxServer.quote(status.path))")

        var screen = try tmux.waitUntilStable(session: "hello", columns: 80, rows: 24)
        #expect(screen == Self.regular(count: 0))

        try tmux.send(["+++"], literal: true, session: "hello")
        screen = try tmux.waitUntilStable(session: "hello", columns: 80, rows: 24, changedFrom: screen)
        #expect(screen == Self.regular(count: 3))

        // Tab focuses the "-" button; Return presses it.
        try tmux.send(["Tab", "Enter"], session: "hello")
        screen = try tmux.waitUntilStable(session: "hello", columns: 80, rows: 24, changedFrom: screen)
        #expect(screen == Self.regular(count: 2))

        try tmux.resize(session: "hello", columns: 60, rows: 24)
        screen = try tmux.waitUntilStable(session: "hello", columns: 60, rows: 24, changedFrom: screen)
        #expect(screen == Self.compact(count: 2))

        // The focus stayed on "-" through the reflow.
        try tmux.send(["Enter"], session: "hello")
        screen = try tmux.waitUntilStable(session: "hello", columns: 60, rows: 24, changedFrom: screen)
        #expect(screen == Self.compact(count: 1))

        // A paste of 176 keys: handled together, drawn as few frames (TerminalAppKeyTests counts them).
        let start = Date()
        try tmux.send([String(repeating: "+", count: 176)], literal: true, session: "hello")
        let counted = try tmux.wait { try tmux.capture(session: "hello") == Self.compact(count: 177) }
        #expect(counted)
        print("HelloAppTests: 176 keys counted and drawn in \(Int(Date().timeIntervalSince(start) * 1000)) ms (tmux polled every 100 ms)")

        try tmux.send(["q"], literal: true, session: "hello")
        let exited = tmux.wait { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") }
        #expect(exited)
        #expect(try String(contentsOf: status, encoding: .utf8) == "0\n")
    }

    @Test("Without a terminal App.main() prints one line and exits with 2")
    func noTerminal() throws {
        let binary = try #require(BuiltExecutable.locate("hello"), "\(BuiltExecutable.missing("hello"))")
        let result = try ProcessResult.run(binary, [], environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "hello: standard input is not a terminal\n")
    }

    @Test("In a terminal that cannot move the cursor (TERM=dumb) App.main() prints one line and exits with 2",
          .enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func dumbTerminal() throws {
        let binary = try #require(BuiltExecutable.locate("hello"), "\(BuiltExecutable.missing("hello"))")
        let tmux = try #require(TmuxServer())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hello-dumb-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = folder.appendingPathComponent("status"), errors = folder.appendingPathComponent("err")
        try tmux.start(session: "hello", columns: 80, rows: 24, command:
            "env TERM=dumb LANG=C.UTF-8 LC_ALL=C.UTF-8 \(TmuxServer.quote(binary.path)) 2> \(TmuxServer.quote(errors.path)); "
            + "echo $? > \(TmuxServer.quote(status.path))")
        #expect(tmux.wait { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") })
        #expect(try String(contentsOf: status, encoding: .utf8) == "2\n")
        // Why (generic, or no cursor addressing) depends on the machine's terminfo entry.
        let message = try String(contentsOf: errors, encoding: .utf8)
        #expect(message.hasPrefix("hello: terminal type 'dumb' (from TERM) "))
        #expect(message.hasSuffix("; set TERM to a full-screen type such as xterm-256color\n"))
        #expect(message.filter { $0 == "\n" }.count == 1)
    }

    @Test("Ctrl-C gives the terminal back (its modes as before) and exits with 130", .enabled(if: hasTmux, "tmux is not installed"),
          .timeLimit(.minutes(1)))
    func controlC() throws {
        let binary = try #require(BuiltExecutable.locate("hello"), "\(BuiltExecutable.missing("hello"))")
        let tmux = try #require(TmuxServer())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hello-sig-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { TmuxServer.quote(folder.appendingPathComponent(name).path) }
        func read(_ name: String) -> String { (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        // The trap keeps the shell alive through C-c to record the status; hello gets the default SIGINT.
        try tmux.start(session: "hello", columns: 80, rows: 24, command:
            "trap true INT; stty -g > \(path("before")); env -u LINES -u COLUMNS TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
            + "\(TmuxServer.quote(binary.path)); echo $? > \(path("status")); stty -g > \(path("after"))")
        let screen = try tmux.waitUntilStable(session: "hello", columns: 80, rows: 24)
        #expect(screen == Self.regular(count: 0))
        try tmux.send(["C-c"], session: "hello")
        #expect(tmux.wait { read("after").hasSuffix("\n") })
        #expect(read("status") == "130\n")
        #expect(!read("before").isEmpty)
        #expect(read("after") == read("before"))
    }

    /// The README's "Apps" section, between its headings.
    static func readmeSection() throws -> String {
        let readme = try String(contentsOf: BuiltExecutable.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Apps: keys, focus, buttons\n"))
        let end = try #require(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test("The README shows Examples/Hello/HelloApp.swift as it is, and the frames this test expects")
    func readmeShowsTheApp() throws {
        let source = try String(contentsOf: BuiltExecutable.packageRoot.appendingPathComponent("Examples/Hello/HelloApp.swift"),
                                encoding: .utf8)
        let section = try Self.readmeSection()
        #expect(section.contains("```swift\n" + source + "```\n"))
        for frame in [Self.regular(count: 3), Self.compact(count: 3)] {
            var lines = frame
            while lines.last == "" { lines.removeLast() }
            #expect(section.contains("```\n" + lines.joined(separator: "\n") + "\n```\n"))
        }
    }
}
