import TerminalLayout
import Testing
@testable import TerminalCanvas

/// Synchronized output: detection by environment, and the brackets around frames.
struct SynchronizedOutputTests {
    @Test(arguments: [
        (["TERM": "foot"], false, true),
        (["TERM": "xterm-kitty"], false, true),
        (["TERM": "alacritty"], false, true),
        (["TERM": "wezterm"], false, true),
        (["TERM": "contour"], false, true),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], false, true),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], false, true),
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], false, true),
        (["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"], false, true),
        (["TERM": "tmux-256color"], false, false),                 // not inside tmux after all
        (["TERM": "xterm-256color"], false, false),
        (["TERM": "linux"], false, false),
        (["TERM": "dumb"], false, false),
        ([:], false, false),
        (["TERM": "xterm-256color"], true, true),                  // terminfo has Sync
        (["TERM": "foot", "TERMINAL_LAYOUT_SYNC": "0"], true, false),
        (["TERM": "linux", "TERMINAL_LAYOUT_SYNC": "1"], false, true),
    ])
    func detection(_ environment: [String: String], _ terminfoHasSync: Bool, _ expected: Bool) {
        #expect(SynchronizedOutput.detect(environment: environment, terminfoHasSync: terminfoHasSync) == expected)
    }

    @Test(arguments: [true, false])
    func framesAreBracketedOnlyWhenSupported(_ supported: Bool) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(synchronizedOutput: supported))
        var frame = Canvas(width: 3, height: 1)
        frame.drawText("abc", x: 0, y: 0)
        let first = String(decoding: encoder.encode(frame, size: frame.size), as: UTF8.self)
        frame.drawText("x", x: 1, y: 0)
        let second = String(decoding: encoder.encode(frame, size: frame.size), as: UTF8.self)
        let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l"
        if supported {
            #expect(first == begin + "\u{1B}[m\u{1B}[H\u{1B}[2Jabc" + end)
            #expect(second == begin + "\u{1B}[2Gx" + end)   // CHA: the cursor is on row 1
        } else {
            #expect(first == "\u{1B}[m\u{1B}[H\u{1B}[2Jabc")
            #expect(second == "\u{1B}[2Gx")
        }
        // An unchanged frame is nothing at all, not an empty bracket.
        #expect(encoder.encode(frame, size: frame.size).isEmpty)
    }
}
