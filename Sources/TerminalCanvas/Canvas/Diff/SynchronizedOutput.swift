/// Whether a terminal gets synchronized output (mode 2026), decided from its environment.
///
/// Detection is an allow-list, not a `DECRQM` query: a query costs a round trip at
/// start-up (with a timeout on terminals that never answer) and its answer would arrive
/// on the same input as the keys. A terminal is trusted when any of these holds:
/// - its terminfo entry has the extended `Sync` capability (``detect(environment:terminfoHasSync:)``'s
///   second argument);
/// - `TERM` starts with `foot`, `xterm-kitty`, `alacritty`, `wezterm`, `contour`, `xterm-ghostty`
///   or `tmux`/`screen` inside tmux (`TMUX` set) — tmux passes the mode on, or ignores it
///   (3.3a, checked: nothing is printed);
/// - `TERM_PROGRAM` is `WezTerm`, `iTerm.app`, `ghostty`, `contour` or `tmux`.
///
/// `TERMINAL_LAYOUT_SYNC=1` forces it on and `TERMINAL_LAYOUT_SYNC=0` off. Everything
/// else (the Linux console, xterm, unknown terminals) gets no brackets, so no terminal
/// that would print them sees them. Terminals that do not know the mode ignore it
/// (a private mode they do not implement), so a wrong "yes" costs 16 bytes, not garbage.
public enum SynchronizedOutput {
    /// The sequence that starts a synchronized frame: `CSI ? 2026 h`.
    public static let begin: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// The sequence that ends a synchronized frame: `CSI ? 2026 l`.
    public static let end: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// `TERM` prefixes of terminals known to implement mode 2026.
    public static let termPrefixes = ["foot", "xterm-kitty", "alacritty", "wezterm", "contour", "xterm-ghostty"]
    /// `TERM_PROGRAM` values of terminals known to implement mode 2026.
    public static let termPrograms: Set<String> = ["WezTerm", "iTerm.app", "ghostty", "contour", "tmux"]

    /// Whether to bracket frames, from environment variables and the terminfo `Sync` flag.
    public static func detect(environment: [String: String], terminfoHasSync: Bool = false) -> Bool {
        switch environment["TERMINAL_LAYOUT_SYNC"] {
        case "1"?: return true
        case "0"?: return false
        default: break
        }
        if terminfoHasSync { return true }
        let term = environment["TERM"] ?? ""
        if termPrefixes.contains(where: { term.hasPrefix($0) }) { return true }
        if (term.hasPrefix("tmux") || term.hasPrefix("screen")) && environment["TMUX"].map({ !$0.isEmpty }) == true {
            return true
        }
        if let program = environment["TERM_PROGRAM"], termPrograms.contains(program) { return true }
        return false
    }
}
