import Testing
import TerminalCanvas
import TerminalCurses

struct TerminalErrorTests {
    @Test(arguments: [
        (TerminalError.Reason.standardOutputNotATerminal, "try `layout-demo render`",
         "layout-demo: standard output is not a terminal; try `layout-demo render`"),
        (.standardInputNotATerminal, nil, "layout-demo: standard input is not a terminal"),
        (.localeNotUTF8(codeset: "ANSI_X3.4-1968"), nil,
         "layout-demo: the locale's character set is ANSI_X3.4-1968, not UTF-8; set LANG=C.UTF-8 or another UTF-8 locale"),
        (.unknownTerminal(term: "bogus"), nil,
         "layout-demo: cannot open terminal type 'bogus' (from TERM); set TERM to a known type such as xterm-256color"),
        (.unknownTerminal(term: nil), nil,
         "layout-demo: TERM is not set; set TERM to a known terminal type such as xterm-256color"),
        (.unusableTerminal(term: "dumb", why: "cannot move the cursor (no cup in its terminfo entry)"), "try `layout-demo render`",
         "layout-demo: terminal type 'dumb' (from TERM) cannot move the cursor (no cup in its terminfo entry); "
            + "set TERM to a full-screen type such as xterm-256color, or try `layout-demo render`"),
        (.unusableTerminal(term: "dumb", why: "is a printing terminal"), nil,
         "layout-demo: terminal type 'dumb' (from TERM) is a printing terminal; set TERM to a full-screen type such as xterm-256color"),
        // Control characters from outside (TERM here) are escaped, never written raw.
        (.unknownTerminal(term: "\u{1B}[2J\u{9B}x"), nil,
         "layout-demo: cannot open terminal type '\\u{1b}[2J\\u{9b}x' (from TERM); set TERM to a known type such as xterm-256color"),
        (.cannotOpenLog(path: "/nope/x.log", reason: "No such file or directory"), nil,
         "layout-demo: cannot open log file '/nope/x.log': No such file or directory"),
    ] as [(TerminalError.Reason, String?, String)])
    func descriptionIsOneLine(_ reason: TerminalError.Reason, _ hint: String?, _ expected: String) {
        let error = TerminalError(programName: "layout-demo", reason: reason, hint: hint)
        #expect(error.description == expected)
        #expect(!error.description.contains("\n"))
        #expect(error.exitCode == 2)
    }
}
