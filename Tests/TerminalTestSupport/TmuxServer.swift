import Foundation

/// A private tmux server (its own socket, no config) running one program per session, for
/// end-to-end tests in a real terminal.
///
/// Every test makes its own server; the deinit kills its sessions and removes the socket.
public final class TmuxServer {
    public let socket: String
    private let tmux: URL
    /// Sessions started, killed by name on deinit (tmux 3.3a's kill-server can leave the
    /// server running; it exits by itself once it has no session).
    private var sessions: [String] = []

    /// `tmux` from PATH, or `nil` when it is not installed.
    public static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    public init?() {
        guard let tmux = Self.executable() else { return nil }
        self.tmux = tmux
        self.socket = "tts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    deinit {
        for session in sessions {
            _ = try? run(["kill-session", "-t", "=\(session)"])
        }
        _ = try? run(["kill-server"])
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// Runs `tmux -L <socket> -f /dev/null <arguments>` and returns its stdout.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        let result = try ProcessResult.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    /// Starts a detached session `name` of `columns`×`rows` running `command` through
    /// `sh -c`, with the status line off and dead panes kept. The options are set before
    /// the session exists, so the program starts at its final size.
    public func start(session name: String, columns: Int, rows: Int, command: String) throws {
        sessions.append(name)
        try run(["start-server",
                 ";", "set-option", "-g", "status", "off",
                 ";", "set-option", "-g", "remain-on-exit", "on",
                 ";", "set-option", "-g", "escape-time", "0",
                 ";", "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command])
    }

    /// `#{format}` for the session's pane.
    public func display(_ format: String, session: String) throws -> String {
        try run(["display-message", "-p", "-t", "=\(session):", format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends tmux key names (`Tab`, `Right`, `C-c`) or, with `literal`, text.
    public func send(_ keys: [String], literal: Bool = false, session: String) throws {
        try run(["send-keys", "-t", "=\(session):"] + (literal ? ["-l"] : []) + keys)
    }

    /// Resizes the session's window (the program gets SIGWINCH).
    public func resize(session: String, columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "=\(session):", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The pane's plain text, one string per row, trailing spaces removed (`withHistory`:
    /// from the start of the scrollback, wrapped lines joined).
    public func capture(session: String, withHistory: Bool = false) throws -> [String] {
        let text = try run(["capture-pane", "-p"] + (withHistory ? ["-J", "-S", "-"] : []) + ["-t", "=\(session):"])
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    }

    /// Polls until the pane is `columns`×`rows` and two captures 150 ms apart are equal, not
    /// blank and (when given) different from `previous`; returns the capture, or the last
    /// one seen at the timeout.
    public func waitUntilStable(session: String, columns: Int, rows: Int, changedFrom previous: [String]? = nil,
                         timeout: TimeInterval = 10) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String]?
        while Date() < deadline {
            let size = try display("#{pane_width}x#{pane_height}", session: session)
            let lines = try capture(session: session)
            let blank = lines.allSatisfy { $0.isEmpty }
            if size == "\(columns)x\(rows)", !blank, lines == last, lines != previous { return lines }
            last = lines
            Thread.sleep(forTimeInterval: 0.15)
        }
        return last ?? []
    }

    /// Polls until `condition` holds or the timeout passes; returns whether it held.
    public func wait(timeout: TimeInterval = 10, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return try condition()
    }

    /// Single-quotes `text` for `sh`.
    public static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
