import TerminalLayout
import TerminalRenderer

/// `renderer-smoke --print`: a view that `print`s from its body and from a key's action, as
/// SwiftUI apps do to log; the lines must not land on the frames but come out after the
/// terminal is given back (or in `RENDERER_SMOKE_LOG`). `q` prints and exits 0.
struct PrintScene: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("printed from body")
        Text("print scene")
            .onKeyPress("q") {
                print("printed from action")
                dismiss()
                return .handled
            }
    }
}
