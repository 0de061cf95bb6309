import Foundation
import TerminalTestSupport
import Testing

/// `Examples/Bookworm` run in a real terminal (a private tmux server), twice: what the first run
/// added, rated and deleted is what the second shows — the main context's autosave wrote it to
/// `$XDG_DATA_HOME/bookworm/default.store`.
@Suite(.serialized)
struct BookwormAppTests {
    private static let hasTmux = TmuxServer.executable() != nil

    static func screen(_ rows: [String]) -> [String] {
        [""] + rows.map { " " + $0 } + [" a adds · r rates the first up · d deletes the first · q quits"]
            + Array(repeating: "", count: 24 - rows.count - 2)
    }

    @Test("Books added in one run are there in the next; a deletion too", .enabled(if: hasTmux, "tmux is not installed"),
          .timeLimit(.minutes(1)))
    func persists() throws {
        let binary = try #require(BuiltExecutable.locate("bookworm"), "\(BuiltExecutable.missing("bookworm"))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookworm-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        /// Runs the app, `keys` typed after the first screen; returns the screens after each key and the status.
        func run(_ name: String, keys: [String]) throws -> (first: [String], after: [[String]], status: String) {
            let tmux = try #require(TmuxServer())
            let status = folder.appendingPathComponent("status-\(name)")
            try tmux.start(session: name, columns: 80, rows: 24, command:
                "env -u LINES -u COLUMNS XDG_DATA_HOME=\(TmuxServer.quote(folder.path)) TERM=tmux-256color LANG=C.UTF-8 "
                + "LC_ALL=C.UTF-8 \(TmuxServer.quote(binary.path)); echo $? > \(TmuxServer.quote(status.path))")
            let first = try tmux.waitUntilStable(session: name, columns: 80, rows: 24)
            var screen = first, after: [[String]] = []
            for key in keys {
                try tmux.send([key], literal: true, session: name)
                screen = try tmux.waitUntilStable(session: name, columns: 80, rows: 24, changedFrom: screen)
                after.append(screen)
            }
            try tmux.send(["q"], literal: true, session: name)
            _ = tmux.wait { ((try? String(contentsOf: status, encoding: .utf8)) ?? "").hasSuffix("\n") }
            return (first, after, (try? String(contentsOf: status, encoding: .utf8)) ?? "")
        }

        let one = try run("one", keys: ["a", "a", "r"])
        #expect(one.first == Self.screen(["Bookworm: 0 books"]))
        #expect(one.after.last == Self.screen(["Bookworm: 2 books", "**** Book 1 by Anon", "*** Book 2 by Anon"]))
        #expect(one.status == "0\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("bookworm/default.store").path))

        let two = try run("two", keys: ["d"])
        #expect(two.first == Self.screen(["Bookworm: 2 books", "**** Book 1 by Anon", "*** Book 2 by Anon"]))
        #expect(two.after.last == Self.screen(["Bookworm: 1 books", "*** Book 2 by Anon"]))

        let three = try run("three", keys: [])
        #expect(three.first == Self.screen(["Bookworm: 1 books", "*** Book 2 by Anon"]))
    }
}
