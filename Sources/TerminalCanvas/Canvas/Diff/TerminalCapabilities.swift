/// What a terminal can do beyond cursor addressing and SGR, as far as ``FrameEncoder`` cares.
///
/// ``FrameEncoder`` always uses the ECMA-48 / ANSI sequences every terminal emulator in
/// use understands (`CUP`, `CUF`, `CHA`, `SGR`, `ED`), and the cheaper optional ones only
/// when the terminal says it has them (the curses backend reads them from terminfo:
/// `rep`, `ech`, `el`, and the extended `Sync` capability).
public struct TerminalCapabilities: Hashable, Sendable {
    /// Number of colours: 0 (none: only bold, dim and reverse), 8, 16, 256 or more.
    public var colors: Int
    /// `REP` (`CSI n b`): repeat the preceding character n times (terminfo `rep`).
    public var repeatCharacter: Bool
    /// `ECH` (`CSI n X`): erase n cells from the cursor without moving it (terminfo `ech`).
    public var eraseCharacters: Bool
    /// `EL` (`CSI K`): erase to the end of the line (terminfo `el`).
    public var eraseLine: Bool
    /// Synchronized output (`CSI ? 2026 h` … `CSI ? 2026 l`) brackets every frame.
    public var synchronizedOutput: Bool
    /// Whether writing the last column leaves the cursor there with the wrap pending
    /// (terminfo `xenl`, every VT100-like terminal), so `CR` still returns to the start of
    /// that row. Without it the cursor position after the last column is taken as unknown.
    public var deferredWrap: Bool
    /// Whether the terminal keeps what it shows (cut or padded with blanks on the right,
    /// blank rows added at the bottom) when it is resized without losing rows, so the
    /// frame after such a resize can be a diff against that. tmux does on its alternate
    /// screen; a terminal that reflows does not. A resize that takes rows away always
    /// clears (tmux drops lines from the top then, depending on the cursor).
    public var keepsContentOnResize: Bool

    /// Creates a set of capabilities; by default 256 colours, deferred wrap, and nothing optional.
    public init(colors: Int = 256, repeatCharacter: Bool = false, eraseCharacters: Bool = false,
                eraseLine: Bool = false, synchronizedOutput: Bool = false, keepsContentOnResize: Bool = false,
                deferredWrap: Bool = true) {
        self.colors = colors
        self.repeatCharacter = repeatCharacter
        self.eraseCharacters = eraseCharacters
        self.eraseLine = eraseLine
        self.synchronizedOutput = synchronizedOutput
        self.keepsContentOnResize = keepsContentOnResize
        self.deferredWrap = deferredWrap
    }

    /// Plain cursor moves, SGR and text only, 256 colours: the bytes every terminal understands.
    public static let plain = TerminalCapabilities()
}
