import Testing
@testable import TerminalLayout

/// A progress bar as published packages write it with the deprecated `AnimatableModifier`
/// (in the Swift 6 language mode, as with SwiftUI, `animatableData` is `nonisolated`).
private struct ProgressModifier: AnimatableModifier {
    var progress: Double
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(alignment: .leading) {
            Color.blue.frame(width: (10 * progress).rounded()).id("bar")
        }
    }
}

/// `AnimatableModifier` is `Animatable` and `ViewModifier` together, as in SwiftUI.
struct AnimatableModifierTests {
    @Test("The modifier's body is applied with its value", arguments: [0.0, 0.3, 1.0])
    @MainActor func applied(_ progress: Double) {
        let result = ViewGraph(Color.gray.frame(width: 10, height: 1).modifier(ProgressModifier(progress: progress)))
            .layout(proposal: ProposedViewSize(width: 20, height: 3))
        #expect(result.frame(for: "bar") == CGRect(x: 0, y: 0, width: (10 * progress).rounded(), height: 1))
    }

    @Test("Its animatable data reads and writes the value")
    @MainActor func animatableData() {
        var modifier = ProgressModifier(progress: 0.2)
        modifier.animatableData = 0.7
        #expect(modifier.progress == 0.7)
        #expect(modifier.animatableData == 0.7)
    }
}
