import TerminalRenderer

/// A screen whose size and keys follow a script, recording what it is shown.
struct ScriptedScreen: Screen, KeySource {
    /// One scripted step: a key, or a new size (which also queues a `resize`).
    enum Step {
        case key(KeyEvent)
        case resize(Int, Int, event: Bool)
        case silence
    }

    var size: CellSize
    var script: [Step]
    var presented: [Canvas] = []

    init(_ columns: Int, _ rows: Int, _ script: [Step]) {
        size = CellSize(columns: columns, rows: rows)
        self.script = script
    }

    mutating func present(_ canvas: Canvas) { presented.append(canvas) }

    mutating func readKey(timeoutMs: Int?) -> KeyEvent? {
        guard !script.isEmpty else { return timeoutMs == 0 ? nil : .inputClosed }
        switch script.removeFirst() {
        case .key(let key): return key
        case let .resize(columns, rows, event):
            size = CellSize(columns: columns, rows: rows)
            return event ? .resize : nil
        case .silence: return nil
        }
    }
}

extension ScriptedScreen.Step {
    /// One `.key` step per character of `text`.
    static func typing(_ text: String) -> [ScriptedScreen.Step] {
        text.map { .key(.character($0)) }
    }
}
