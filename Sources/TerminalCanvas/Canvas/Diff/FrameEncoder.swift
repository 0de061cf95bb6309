import TerminalLayout

/// Turns canvases into the bytes that bring a terminal from what it shows to the next
/// frame: cursor moves, SGR changes and text, only for the cells that changed.
///
/// The encoder remembers what the terminal shows (the last frame), where its cursor is
/// and which SGR state is active, so each ``encode(_:size:)`` emits only the difference:
/// an identical frame is zero bytes, one changed cell is a cursor move and the cell.
/// A frame is built into one byte array, meant for one `write(2)`; with
/// ``TerminalCapabilities/synchronizedOutput`` a non-empty frame is bracketed with
/// ``SynchronizedOutput/begin`` and ``SynchronizedOutput/end``.
///
/// Choices, by cost in bytes (see `FrameEncoder+Moves.swift`):
/// - a cursor move is the cheapest of `CUP` (`CSI r;c H`), `CHA` (`CSI c G`), `CUF`
///   (`CSI n C`), `CR LF`, or re-sending the unchanged cells in between;
/// - a run of one character is `REP` (`CSI n b`) when the terminal has it and that is shorter;
/// - a changed blank run is `ECH` (`CSI n X`), and blanks to the end of a row are `EL`
///   (`CSI K`), when the terminal has them and they are shorter;
/// - an SGR change is the shorter of the incremental change and a reset-based one.
///
/// The first frame (and any frame after ``invalidate()``) clears the screen
/// (`CSI H CSI 2 J`) and draws every non-blank cell. After a resize that does not take
/// rows away, the screen is assumed to keep its content where old and new size overlap
/// (and to hold anything elsewhere), when
/// ``TerminalCapabilities/keepsContentOnResize`` holds, and the frame is a diff against
/// that; otherwise (and always when the height shrinks: tmux then drops lines from the
/// top) it is cleared.
public struct FrameEncoder: Sendable {
    /// What the terminal can do.
    public var capabilities: TerminalCapabilities
    /// What the terminal shows, if known.
    public private(set) var screen: Canvas?
    /// Cursor column and row, if known; column `width` means the wrap is pending.
    var cursor: (x: Int, y: Int)?
    /// The active SGR state, if known.
    var pen: CellStyle? {
        didSet { penBits = pen.map(PackedStyle.pack) }
    }
    /// ``pen`` packed, to compare with cells' styles without unpacking them.
    var penBits: UInt64?
    /// The frame being built (only during ``encode(_:size:)`` and ``resetStyle()``).
    var bytes = FrameBytes()

    /// Creates an encoder for a terminal whose screen content is unknown.
    public init(capabilities: TerminalCapabilities = .plain) {
        self.capabilities = capabilities
    }

    /// Forgets what the terminal shows: the next frame clears the screen and draws everything.
    public mutating func invalidate() {
        screen = nil
        cursor = nil
        pen = nil
    }

    /// The bytes that show `canvas` on a terminal of `size` (the canvas is cut or padded
    /// to it), given what the terminal shows now; empty when nothing changed.
    public mutating func encode(_ canvas: Canvas, size: CellSize) -> [UInt8] {
        let frame = canvas.fitted(to: size)
        // A full frame of box drawing is about 3 bytes a cell: grow once, not by doubling.
        bytes = FrameBytes(initialCapacity: Swift.max(4096, size.columns * size.rows * 3))
        defer { bytes.deallocate() }
        if capabilities.synchronizedOutput { bytes.append(SynchronizedOutput.begin) }
        let prefix = bytes.count

        let known: Canvas?   // nil: the screen was just cleared
        if let screen, screen.size == size {
            known = screen
        } else if let screen, capabilities.keepsContentOnResize, size.rows >= screen.height {
            known = Self.keptContent(of: screen, resizedTo: size)
            cursor = nil
        } else {
            if pen != .plain { appendSGR(to: .plain) }
            append("\u{1B}[H\u{1B}[2J")
            cursor = (0, 0)
            known = nil
        }

        frame.cells.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            let view = FrameCells(base: base, width: frame.width)
            var spans: [CanvasDiff.Span] = []
            for y in 0..<frame.height {
                spans.removeAll(keepingCapacity: true)
                frame.appendChangedSpans(row: y, old: known, into: &spans)
                if !spans.isEmpty { encodeRow(y, spans: spans, frame: view) }
            }
        }
        screen = frame

        if bytes.count == prefix { return [] }
        if capabilities.synchronizedOutput { bytes.append(SynchronizedOutput.end) }
        return bytes.array
    }

    /// The sequence that leaves the terminal in the plain style (`CSI m`), or nothing
    /// when it already is; send it before handing the terminal back.
    public mutating func resetStyle() -> [UInt8] {
        guard pen != .plain else { return [] }
        bytes = FrameBytes()
        defer { bytes.deallocate() }
        appendSGR(to: .plain)
        return bytes.array
    }

    /// What a terminal that keeps its content shows after a resize: the old screen where
    /// both sizes overlap, and a cell nothing can equal (so it is always drawn) where a
    /// wide character was cut and where the screen grew (tmux shows cells it kept from
    /// before an earlier shrink there).
    static func keptContent(of screen: Canvas, resizedTo size: CellSize) -> Canvas {
        var kept = screen.fitted(to: size)
        for y in 0..<size.rows {
            for x in 0..<size.columns where x >= screen.width || y >= screen.height {
                kept[x: x, y: y] = unknownCell
            }
        }
        if size.columns < screen.width {
            for y in 0..<Swift.min(size.rows, screen.height) where screen[x: size.columns - 1, y: y].width == 2 {
                kept[x: size.columns - 1, y: y] = unknownCell
            }
        }
        return kept
    }

    /// A cell no canvas holds (a private-use character in an unlikely style): always redrawn.
    static let unknownCell = Cell("\u{10FFFD}", style: CellStyle(foreground: .palette(254), background: .palette(254),
                                                              bold: true, dim: true, reverse: true))
}
