import TerminalTestSupport
import Foundation
import Testing

/// End-to-end: `layout-demo` in a real terminal, a private tmux server per test.
///
/// The binary must have been built by `swift build` before `swift test`. Each test starts
/// the demo at 100×30 with 12 items (so that every box fits on the screen), reads the
/// boxes back from the screen, and compares the screen with `layout-demo render`.
@Suite(.serialized)
struct InteractiveEndToEndTests {
    private static let hasTmux = TmuxServer.executable() != nil

    /// A running demo: its tmux server, session and exit-status file.
    final class Demo {
        let tmux: TmuxServer
        let session = "demo"
        let folder: URL
        var columns: Int
        var rows: Int
        var statusFile: URL { folder.appendingPathComponent("status") }
        /// Where stdout and stderr go when the demo is started with `redirected`.
        var outFile: URL { folder.appendingPathComponent("out") }
        var errFile: URL { folder.appendingPathComponent("err") }

        /// Starts `layout-demo arguments` at `columns × rows` in a UTF-8 tmux-256color terminal;
        /// `redirected`, with stdout and stderr sent to ``outFile`` and ``errFile``.
        init(_ arguments: [String], columns: Int = 100, rows: Int = 30, term: String = "tmux-256color",
             redirected: Bool = false) throws {
            let binary = try #require(DemoBinary.locate(), "\(DemoBinary.missing)")
            tmux = try #require(TmuxServer())
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("layout-demo-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            self.columns = columns
            self.rows = rows
            var command = ([binary.path] + arguments).map(TmuxServer.quote).joined(separator: " ")
            if redirected {
                command += " > \(TmuxServer.quote(outFile.path)) 2> \(TmuxServer.quote(errFile.path))"
            }
            // The trap keeps the shell alive through C-c so that it can record the status;
            // the program itself gets the default SIGINT disposition (a trap is not inherited).
            try tmux.start(session: session, columns: columns, rows: rows, command:
                "trap true INT; env -u LINES -u COLUMNS TERM=\(term) LANG=C.UTF-8 LC_ALL=C.UTF-8 "
                + "SWIFT_BACKTRACE=interactive=no \(command); echo $? > \(TmuxServer.quote(statusFile.path))")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// The screen once it stops changing (and, with `previous`, once it differs from it).
        func stableScreen(changedFrom previous: [String]? = nil) throws -> [String] {
            try tmux.waitUntilStable(session: session, columns: columns, rows: rows, changedFrom: previous)
        }

        func keys(_ keys: String...) throws { try tmux.send(keys, session: session) }
        func text(_ text: String) throws { try tmux.send([text], literal: true, session: session) }

        func resize(_ columns: Int, _ rows: Int) throws {
            self.columns = columns
            self.rows = rows
            try tmux.resize(session: session, columns: columns, rows: rows)
        }

        /// Everything the pane showed, scrollback included, without blank lines and tmux's own "Pane is dead" line.
        func history() throws -> [String] {
            try tmux.capture(session: session, withHistory: true).filter { !$0.isEmpty && !$0.hasPrefix("Pane is dead") }
        }

        /// The program's exit status, once it has exited.
        func exitStatus() throws -> String? {
            let written = tmux.wait { ((try? String(contentsOf: statusFile, encoding: .utf8)) ?? "").hasSuffix("\n") }
            guard written else { return nil }
            return try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// What `layout-demo render` prints for the same options at `columns × rows` (the screen
    /// without its status line, trailing spaces removed).
    func rendered(_ arguments: [String], _ columns: Int, _ rows: Int) throws -> [String] {
        let result = try DemoBinary.run(["render", "--size", "\(columns)x\(rows)"] + arguments)
        #expect(result.status == 0)
        return result.output.components(separatedBy: "\n").dropLast()
    }

    /// Checks that items 1…`count` each have a complete box on `screen`, above the status line
    /// and within the width, and that no two of them overlap; returns them by label.
    @discardableResult
    func checkItems(_ screen: [String], count: Int, columns: Int, rows: Int,
                    sourceLocation: SourceLocation = #_sourceLocation) -> [String: ScreenBox] {
        let boxes = BoxParser.boxes(in: screen)
        var items: [String: ScreenBox] = [:]
        for box in boxes where Int(box.label) != nil { items[box.label] = box }
        #expect(Set(items.keys) == Set((1...count).map(String.init)), "labels on screen", sourceLocation: sourceLocation)
        let sorted = items.values.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        for box in sorted {
            #expect(box.x >= 0 && box.maxX <= columns && box.y >= 0 && box.maxY <= rows - 1, "\(box) is off the screen",
                    sourceLocation: sourceLocation)
        }
        for (i, a) in sorted.enumerated() {
            for b in sorted[(i + 1)...] where a.intersects(b) {
                Issue.record("\(a) overlaps \(b)", sourceLocation: sourceLocation)
            }
        }
        return items
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func drawsEveryItemReflowsOnResizeAndQuitsWithQ() throws {
        let arguments = ["--items", "12"]
        let demo = try Demo(arguments)
        let first = try demo.stableScreen()
        #expect(first.count == 30)
        let wide = checkItems(first, count: 12, columns: 100, rows: 30)
        #expect(Array(first.prefix(29)) == (try rendered(arguments, 100, 30)))
        #expect(first[29].hasPrefix(" flow  spacing 1  100×30  12 items  "))

        try demo.resize(60, 20)
        let small = try demo.stableScreen()
        let narrow = checkItems(small, count: 12, columns: 60, rows: 20)
        // Reflowed: ten items fit the first line at 100 columns, fewer at 60.
        #expect(wide["10"]?.y == 0)
        #expect(narrow["10"]?.y != 0)
        #expect(Array(small.prefix(19)) == (try rendered(arguments, 60, 20)))
        #expect(small[19].hasPrefix(" flow  spacing 1  60×20  "))

        try demo.resize(100, 30)
        let back = try demo.stableScreen()
        #expect(Array(back.prefix(29)) == Array(first.prefix(29)))

        try demo.text("q")
        #expect(try demo.exitStatus() == "0")
        // The terminal was restored: the pane left the alternate screen.
        #expect(try demo.tmux.display("#{alternate_on}", session: demo.session) == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func layoutKeysSwitchLayoutsAsRenderDrawsThem() throws {
        let arguments = ["--items", "12", "--seed", "4"]
        let demo = try Demo(arguments)
        var screen = try demo.stableScreen()
        checkItems(screen, count: 12, columns: 100, rows: 30)
        for (key, layout) in [("2", "masonry"), ("4", "grid"), ("6", "radial"), ("9", "stacks"), ("0", "gridrows"), ("1", "flow")] {
            try demo.text(key)
            screen = try demo.stableScreen(changedFrom: screen)
            checkItems(screen, count: 12, columns: 100, rows: 30)
            #expect(Array(screen.prefix(29)) == (try rendered(arguments + ["--layout", layout], 100, 30)), "\(layout)")
            #expect(screen[29].hasPrefix(" \(layout)  "), "\(layout)")
        }
        // Tab and Shift-Tab cycle: after flow comes masonry, before it list.
        try demo.keys("Tab")
        screen = try demo.stableScreen(changedFrom: screen)
        #expect(screen[29].hasPrefix(" masonry  columns 3  "))
        // → adds a column; the boxes are narrower and still apart.
        let three = checkItems(screen, count: 12, columns: 100, rows: 30)
        try demo.keys("Right")
        screen = try demo.stableScreen(changedFrom: screen)
        #expect(screen[29].hasPrefix(" masonry  columns 4  "))
        let four = checkItems(screen, count: 12, columns: 100, rows: 30)
        #expect((four["1"]?.width ?? 0) < (three["1"]?.width ?? 0))
        // ] widens the spacing, + adds an item.
        try demo.text("]+")
        screen = try demo.stableScreen(changedFrom: screen)
        #expect(screen[29].hasPrefix(" masonry  columns 4  spacing 2  100×30  13 items  "))
        checkItems(screen, count: 13, columns: 100, rows: 30)
        // ? shows the key help over the layout; Esc closes it.
        try demo.text("?")
        let help = try demo.stableScreen(changedFrom: screen)
        #expect(help.contains { $0.contains("╭─ keys ─") })
        try demo.keys("Escape")
        // The same layout again (the status line's frame time may differ).
        #expect(Array(try demo.stableScreen(changedFrom: help).prefix(29)) == Array(screen.prefix(29)))
        try demo.keys("BTab", "BTab")
        screen = try demo.stableScreen(changedFrom: screen)
        #expect(screen[29].hasPrefix(" list  "))
        try demo.text("q")
        #expect(try demo.exitStatus() == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func controlCExitsWith130AndRestoresTheTerminal() throws {
        let demo = try Demo(["--items", "12"])
        _ = try demo.stableScreen()
        try demo.keys("C-c")
        #expect(try demo.exitStatus() == "130")
        #expect(try demo.tmux.display("#{alternate_on}", session: demo.session) == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aMillionItemsInTheLazyListScrollToTheEndAndBack() throws {
        let demo = try Demo(["--items", "1000000", "--layout", "list"], columns: 80, rows: 24)
        let top = try demo.stableScreen()
        #expect(top[23].hasPrefix(" list  spacing 1  "))
        #expect(top[23].contains("rows made "))
        #expect(Set(BoxParser.boxes(in: top).map(\.label)).contains("1"))
        try demo.keys("End")
        let bottom = try demo.stableScreen(changedFrom: top)
        let labels = Set(BoxParser.boxes(in: bottom).map(\.label))
        #expect(labels.contains("1000000"))
        #expect(labels.contains("999999"))
        // The last box ends on the screen's last row above the status line.
        #expect(bottom[22].hasPrefix("╰"))
        try demo.keys("PageUp")
        let up = try demo.stableScreen(changedFrom: bottom)
        #expect(!Set(BoxParser.boxes(in: up).map(\.label)).contains("1000000"))
        try demo.keys("Home")
        #expect(Array(try demo.stableScreen(changedFrom: up).prefix(23)) == Array(top.prefix(23)))
        try demo.text("q")
        #expect(try demo.exitStatus() == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func scrollingShowsTheItemsBelowTheScreen() throws {
        let demo = try Demo(["--items", "60", "--layout", "masonry"], columns: 80, rows: 24)
        let top = try demo.stableScreen()
        // The indicator's thumb is at the top of the last column.
        #expect(top[0].hasSuffix("█"))
        try demo.keys("End")
        let bottom = try demo.stableScreen(changedFrom: top)
        #expect(bottom[22].hasSuffix("█"))
        let labels = Set(BoxParser.boxes(in: bottom).map(\.label))
        #expect(labels.contains("60"))
        #expect(!labels.contains("1"))
        try demo.keys("Home")
        #expect(Array(try demo.stableScreen(changedFrom: bottom).prefix(23)) == Array(top.prefix(23)))
        try demo.text("q")
        #expect(try demo.exitStatus() == "0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func stdoutRedirectedToAFileExitsTwoWithOneLine() throws {
        // stdin is the terminal, stdout a file.
        let demo = try Demo([], columns: 60, rows: 10, redirected: true)
        #expect(try demo.exitStatus() == "2")
        #expect(try Data(contentsOf: demo.outFile).isEmpty)
        #expect(try String(contentsOf: demo.errFile, encoding: .utf8)
                == "layout-demo: standard output is not a terminal; try `layout-demo render`\n")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func unknownTermExitsTwoAndLeavesTheTerminalAlone() throws {
        let demo = try Demo([], columns: 100, rows: 6, term: "bogus-term")
        #expect(try demo.exitStatus() == "2")
        #expect(try demo.history() == ["layout-demo: cannot open terminal type 'bogus-term' (from TERM); set TERM to a known type "
                           + "such as xterm-256color; or try `layout-demo render`"])
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aBadSceneInATerminalExitsTwoBeforeTouchingIt() throws {
        let demo = try Demo(["--scene", "/nonexistent.json"], columns: 100, rows: 6)
        #expect(try demo.exitStatus() == "2")
        #expect(try demo.history() == ["layout-demo: /nonexistent.json: cannot read: No such file or directory"])
        #expect(try demo.tmux.display("#{alternate_on}", session: demo.session) == "0")
    }
}
