import TerminalLayout
@testable import TerminalCanvas

/// A tiny terminal for tests: replays what ``FrameEncoder`` emits (printable UTF-8, CR,
/// LF, CUP, CHA, CUF, ED 2, EL, ECH, REP, SGR, mode 2026) onto a canvas, so a test can
/// check that the bytes produce the expected screen. Anything else fails the replay.
struct ReplayTerminal {
    var screen: Canvas
    var x = 0
    var y = 0
    var pen = CellStyle.plain
    var last: Character?
    var synchronized = false
    var colors = 256

    init(size: CellSize) { screen = Canvas(size: size) }

    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    mutating func replay(_ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.popFirst() == "[" else { throw Unsupported(description: "ESC without [") }
                var parameters = ""
                while let next = characters.first, next.isNumber || next == ";" || next == "?" {
                    parameters.append(next)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else { throw Unsupported(description: "truncated CSI") }
                try csi(parameters, final)
            case "\r":
                x = 0
            case "\n", "\r\n":
                if character == "\r\n" { x = 0 }
                y += 1
            default:
                put(character)
            }
        }
    }

    private mutating func put(_ character: Character) {
        let cell = Cell(character, style: pen)
        if x >= screen.width { x = 0; y += 1 }       // pending wrap (never used by the encoder)
        screen[x: x, y: y] = cell
        if cell.width == 2 { screen[x: x + 1, y: y] = .continuation(style: pen) }
        x += cell.width
        last = character
    }

    private mutating func csi(_ parameters: String, _ final: Character) throws {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ i: Int, _ fallback: Int) -> Int { i < numbers.count ? (numbers[i] ?? fallback) : fallback }
        switch final {
        case "H":
            y = number(0, 1) - 1
            x = number(1, 1) - 1
        case "G": x = number(0, 1) - 1
        case "C": x += number(0, 1)
        case "J":
            guard number(0, 0) == 2 else { throw Unsupported(description: "ED \(parameters)") }
            screen = Canvas(size: screen.size)
        case "K":
            for column in x..<screen.width { screen[x: column, y: y] = Cell(" ", style: CellStyle(background: pen.background)) }
        case "X":
            for column in x..<min(screen.width, x + number(0, 1)) {
                screen[x: column, y: y] = Cell(" ", style: CellStyle(background: pen.background))
            }
        case "b":
            guard let last else { throw Unsupported(description: "REP without a character") }
            for _ in 0..<number(0, 1) { put(last) }
        case "h", "l":
            guard parameters == "?2026" else { throw Unsupported(description: "mode \(parameters)") }
            synchronized = final == "h"
        case "m":
            try sgr(numbers.map { $0 ?? 0 })
        default:
            throw Unsupported(description: "CSI \(parameters)\(final)")
        }
    }

    private mutating func sgr(_ codes: [Int]) throws {
        var i = 0
        let codes = codes.isEmpty ? [0] : codes
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 22: pen.bold = false; pen.dim = false
            case 7: pen.reverse = true
            case 27: pen.reverse = false
            case 30...37: pen.foreground = .ansi(UInt8(code - 30))
            case 90...97: pen.foreground = .ansi(UInt8(code - 82))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .ansi(UInt8(code - 40))
            case 100...107: pen.background = .ansi(UInt8(code - 92))
            case 49: pen.background = .default
            case 38, 48:
                guard i + 2 < codes.count, codes[i + 1] == 5 else { throw Unsupported(description: "SGR \(codes)") }
                let color = TerminalColor.palette(UInt8(codes[i + 2]))
                if code == 38 { pen.foreground = color } else { pen.background = color }
                i += 2
            default: throw Unsupported(description: "SGR \(code)")
            }
            i += 1
        }
    }

    /// The canvas as a terminal with ``colors`` colours shows it: colours reduced the way
    /// the encoder reduces them, so it can be compared with the replayed screen.
    static func shown(_ canvas: Canvas, colors: Int) -> Canvas {
        var shown = canvas
        func reduce(_ color: TerminalColor) -> TerminalColor {
            guard colors > 0, let index = color.index(forTerminalWith: colors) else { return .default }
            return index < 16 ? .ansi(UInt8(index)) : .palette(UInt8(index))
        }
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                var cell = canvas[x: x, y: y]
                cell.style.foreground = reduce(cell.style.foreground)
                cell.style.background = reduce(cell.style.background)
                shown[x: x, y: y] = cell
            }
        }
        return shown
    }
}
