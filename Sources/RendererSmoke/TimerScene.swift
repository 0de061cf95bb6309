import Foundation
import TerminalLayout
import TerminalRenderer

/// `renderer-smoke --timer`: a count of the ticks of a 50 ms
/// `Timer.publish(…).autoconnect()` that `onReceive` acts on, with no key
/// pressed — the run loop runs the main queue between keys, where the timer
/// fires, and the state it sets draws the next frame (RCV1). `q` exits 0.
struct TimerScene: View {
    @State private var ticks = 0
    @Environment(\.dismiss) private var dismiss
    let timer = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("ticks \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
            .onKeyPress("q") { dismiss(); return .handled }
    }
}
