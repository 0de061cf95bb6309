/// A headless ``Screen`` that keeps the last presented frame as text, for tests and `render` commands.
public struct TextScreen: Screen {
    /// The size frames are expected to have; fixed unless you change it.
    public var size: CellSize
    /// The last presented canvas, cut or padded to ``size``.
    public private(set) var frame: Canvas
    /// How many times ``present(_:)`` was called.
    public private(set) var presentCount = 0

    /// Creates a blank screen of `size`.
    public init(size: CellSize) {
        self.size = size
        self.frame = Canvas(size: size)
    }

    /// Keeps `canvas` as the current frame, cut or padded with blanks to ``size``.
    public mutating func present(_ canvas: Canvas) {
        presentCount += 1
        if canvas.size == size {
            frame = canvas
            return
        }
        var fitted = Canvas(size: size)
        for y in 0..<min(size.rows, canvas.height) {
            for x in 0..<min(size.columns, canvas.width) {
                let cell = canvas[x: x, y: y]
                // A wide character cut by the right edge becomes a space.
                if cell.width == 2 && x + 1 >= size.columns {
                    fitted[x: x, y: y] = Cell(" ", style: cell.style)
                } else {
                    fitted[x: x, y: y] = cell
                }
            }
        }
        frame = fitted
    }

    /// The frame's rows as plain text, each exactly ``size`` columns wide.
    public var lines: [String] { frame.lines }

    /// The frame as plain text, rows joined with `\n` (no trailing newline).
    public var text: String { lines.joined(separator: "\n") }

    /// The frame's rows with ANSI SGR sequences for colours and attributes.
    public var ansiLines: [String] { (0..<frame.height).map { SGR.line(frame, row: $0) } }
}
