import TerminalLayout
import TerminalRenderer

#if compiler(>=6.2)  // `task` (see TerminalLayout's TaskModifier.swift)

/// `renderer-smoke --task`: a status that a `task` sets after sleeping
/// 200 ms, with no key pressed — the run loop, which holds the main
/// thread, runs the main actor's waiting work itself (TASK1). `q` exits 0.
struct TaskScene: View {
    @State private var status = "waiting"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(status)
            .task {
                try? await Task.sleep(for: .milliseconds(200))
                status = "task done"
            }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}
#endif
