/// renderer-smoke: a test fixture for the curses renderer, not a user-facing tool.
///
/// The tmux smoke test in `TerminalRendererTests` runs this binary in a private tmux
/// server. It starts a ``CursesScreen``, draws the fixed ``SmokeScene`` for the current
/// terminal size, redraws it on every resize, and exits 0 on `q`. When the terminal
/// cannot be used (stdout redirected, non-UTF-8 locale, unknown TERM) it prints one line
/// to stderr and exits 2, without writing anything to stdout. If the terminal hangs up,
/// it exits 1.
///
/// Set `RENDERER_SMOKE_LOG=/path` to send stderr to that file while curses is active.
///
/// `renderer-smoke --task` runs ``TaskScene`` with `TerminalApp`: a `task` sets its text
/// after an `await`, with no key pressed (`q` exits 0).
///
/// `renderer-smoke --keys` runs ``KeysScene``: the Ctrl-letter presses that reach the app are
/// listed (`q` exits 0).
///
/// `renderer-smoke --timer` runs ``TimerScene``: a timer's ticks, acted on by `onReceive`,
/// are counted on screen with no key pressed (`q` exits 0).
///
/// `renderer-smoke --print` runs ``PrintScene``: `print` from a body and an action while the
/// screen is active (the lines come out after it, with stderr's; `q` exits 0).
///
/// `renderer-smoke --bench` draws the benchmark scene instead (see ``BenchScene``) and
/// appends its per-phase timings to `$RENDERER_BENCH_REPORT`; `Benchmarks/renderer/bench.py`
/// drives it.
import TerminalRenderer
import TerminalCurses
#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to stderr without going through stdout's buffer.
func writeError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

let screen: CursesScreen
do {
    let logPath = getenv("RENDERER_SMOKE_LOG").map { String(cString: $0) }
    screen = try CursesScreen(programName: "renderer-smoke", stderrLogPath: logPath)
} catch {
    writeError(error.description)
    exit(error.exitCode)
}

if CommandLine.arguments.contains("--bench") {
    runBenchmark(on: screen, reportPath: getenv("RENDERER_BENCH_REPORT").map { String(cString: $0) })
    screen.stop()
    exit(0)
}

if CommandLine.arguments.contains("--keys") {
    let app = TerminalApp(KeysScene(), screen: screen)
    let code = app.run()
    app.screen.stop()
    exit(code)
}

if CommandLine.arguments.contains("--print") {
    let app = TerminalApp(PrintScene(), screen: screen)
    let code = app.run()
    app.screen.stop()
    exit(code)
}

if CommandLine.arguments.contains("--timer") {
    let app = TerminalApp(TimerScene(), screen: screen)
    let code = app.run()
    app.screen.stop()
    exit(code)
}

#if compiler(>=6.2)
if CommandLine.arguments.contains("--task") {
    let app = TerminalApp(TaskScene(), screen: screen)
    let code = app.run()
    app.screen.stop()
    exit(code)
}
#endif

screen.present(SmokeScene.canvas(for: screen.size))
while true {
    guard let key = screen.readKey(timeoutMs: nil) else { continue }
    if key == .character("q") { break }
    if key == .inputClosed {
        screen.stop()
        exit(1)
    }
    screen.present(SmokeScene.canvas(for: screen.size))
}
screen.stop()
exit(0)
