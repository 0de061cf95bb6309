/// Something keys are read from, with a timeout: `CursesScreen` (in `TerminalCurses`),
/// or a scripted source in tests.
public protocol KeySource {
    /// Waits up to `timeoutMs` milliseconds (`nil`: forever; 0: poll) for
    /// a key or a resize; `nil` when none came.
    mutating func readKey(timeoutMs: Int?) -> KeyEvent?
}
