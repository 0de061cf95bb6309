import TerminalLayout
import TerminalRenderer

/// `renderer-smoke --keys`: the Ctrl-letter presses that reached the app, in order (KEY2) —
/// Ctrl-S and Ctrl-Q among them, which the terminal driver keeps for flow control unless it
/// is turned off. `q` exits 0.
struct KeysScene: View {
    @State private var seen: [String] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text((["keys"] + seen).joined(separator: " "))
            .onKeyPress(phases: .down) { press in
                if press.key == "q" && press.modifiers.isEmpty {
                    dismiss()
                    return .handled
                }
                guard press.modifiers.contains(.control) else { return .ignored }
                seen.append("ctrl-\(press.key.character)")
                return .handled
            }
    }
}
