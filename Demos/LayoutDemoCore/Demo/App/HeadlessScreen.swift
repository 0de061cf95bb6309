import TerminalRenderer

/// A screen of a fixed size with no keys, for drawing the interactive frame headless (`layout-demo render`).
///
/// It keeps the last presented canvas; `readKey` says the input is closed,
/// so a run loop on it stops at once.
public struct HeadlessScreen: Screen, KeySource {
    /// The fixed size.
    public var size: CellSize
    /// The last canvas presented, if any.
    public private(set) var presented: Canvas?

    /// Creates a screen of `size`.
    public init(size: CellSize) {
        self.size = size
    }

    /// Keeps `canvas`.
    public mutating func present(_ canvas: Canvas) { presented = canvas }

    /// Always ``KeyEvent/inputClosed``: there is no input.
    public mutating func readKey(timeoutMs: Int?) -> KeyEvent? { .inputClosed }
}
