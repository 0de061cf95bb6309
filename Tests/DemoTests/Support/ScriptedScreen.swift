import TerminalRenderer

/// A clock the tests move by hand.
final class FakeClock: @unchecked Sendable {
    var now: Double = 100

    /// The clock as the closure `DemoController` takes.
    var read: () -> Double { { [unowned self] in self.now } }
}

/// A screen whose keys, resizes and passing time follow a script, recording what it is shown.
struct ScriptedScreen: Screen, KeySource {
    /// One step of the script.
    enum Step {
        /// A key press.
        case key(KeyEvent)
        /// The terminal becomes `columns × rows` and a resize event arrives.
        case resize(Int, Int)
        /// No key within the timeout, after `seconds` on the clock.
        case wait(Double)
    }

    var size: CellSize
    var script: [Step]
    let clock: FakeClock
    var presented: [Canvas] = []

    init(_ columns: Int, _ rows: Int, clock: FakeClock, _ script: [Step]) {
        size = CellSize(columns: columns, rows: rows)
        self.clock = clock
        self.script = script
    }

    mutating func present(_ canvas: Canvas) { presented.append(canvas) }

    /// The next step; when the script is over, the input closes (the loop returns 1).
    mutating func readKey(timeoutMs: Int?) -> KeyEvent? {
        guard !script.isEmpty else { return timeoutMs == 0 ? nil : .inputClosed }
        if timeoutMs == 0, case .key = script.first {} else if timeoutMs == 0 { return nil }
        switch script.removeFirst() {
        case .key(let key):
            return key
        case let .resize(columns, rows):
            size = CellSize(columns: columns, rows: rows)
            return .resize
        case .wait(let seconds):
            clock.now += seconds
            return nil
        }
    }
}
