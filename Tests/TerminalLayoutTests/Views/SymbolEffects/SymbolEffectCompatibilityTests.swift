import Testing
@testable import TerminalLayout

/// Symbol effects as an app writes them (Apple's examples): the code compiles, and the
/// view is drawn as it would be without its effects, save a disappear (SYM1).
@MainActor
struct SymbolEffectCompatibilityTests {
    struct StatusBar: View {
        @State private var count = 0
        @State private var isPlaying = false
        @State private var isMuted = true
        let isConnecting = true

        var body: some View {
            HStack {
                Image(systemName: "wifi")
                    .symbolEffect(.variableColor.iterative.reversing, isActive: isConnecting)
                Image(systemName: "bell")
                    .symbolEffect(.bounce.down, options: .repeat(3), value: count)
                    .symbolEffect(.wiggle.clockwise, options: .repeat(.periodic(delay: 2)), value: count)
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace))
                Image(systemName: "heart")
                    .contentTransition(.symbolEffect(.replace.magic(fallback: .replace.downUp), options: .speed(2)))
                    .symbolEffect(.breathe)
                Image(systemName: "star")
                    .symbolEffect(.pulse.byLayer, options: .repeating.speed(0.5))
                    .symbolEffect(.rotate, options: .repeat(.continuous), isActive: false)
                    .symbolEffect(.scale.up, isActive: isPlaying)
                Label("Muted", systemImage: "checkmark")
                    .symbolEffect(.disappear.down, isActive: isMuted)
                    .contentTransition(.symbolEffect(.automatic))
                Image(systemName: "globe")
                    .symbolEffect(.appear.up.wholeSymbol, options: .nonRepeating)
                    .symbolEffectsRemoved()
            }
        }
    }

    @Test("An app's symbol effects compile and draw as the symbols do")
    func app() {
        #expect(textFrame(StatusBar(), width: 30, height: 1) == ["≋ ♪ ▶ ♡ ☆   Muted ◍"])
    }
}
