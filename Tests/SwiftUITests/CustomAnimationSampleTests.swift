// Apple's custom animation from WWDC23's "Wind your way through advanced animations in
// SwiftUI", in a view as written for SwiftUI — `import SwiftUI`, nothing of this package
// named — compiled and run in a terminal app on Linux (ANIM6).
import SwiftUI
import Testing

struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval = 1
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        return value.scaled(by: time / duration)
    }
}

extension Animation {
    static var myLinear: Animation { Animation(MyLinearAnimation(duration: 1)) }
}

struct SlidingMark: View {
    @State private var isActive = false

    var body: some View {
        Text("x")
            .frame(maxWidth: .infinity, alignment: isActive ? .trailing : .leading)
            .onKeyPress("a") {
                withAnimation(.myLinear) { isActive.toggle() }
                return .handled
            }
    }
}

/// A screen 20 columns wide with no keys of its own (what it is shown, the test reads from
/// `drawFrame`; `Canvas` is SwiftUI's view here, the screen's canvas the package's).
private struct TwentyColumns: Screen, KeySource {
    var size = CellSize(columns: 20, rows: 1)
    mutating func present(_ canvas: TerminalCanvas.Canvas) {}
    mutating func readKey(timeoutMs: Int?) -> KeyEvent? { nil }
}

/// The clock the app reads, moved by hand.
private final class HandClock: @unchecked Sendable {
    var now = 0.0
}

@Suite("Apple's custom animation compiled unchanged")
struct CustomAnimationSampleTests {
    @Test("The mark slides from the leading to the trailing column over a second: half way at ½ s, there at 1 s",
          arguments: [(0.0, "x                   "), (0.5, "          x         "), (1, "                   x"),
                      (2, "                   x")])
    func slides(time: Double, line: String) {
        let seconds = HandClock()
        let app = TerminalApp(SlidingMark(), screen: TwentyColumns())
        app.clock = { seconds.now }
        let size = CellSize(columns: 20, rows: 1)
        #expect(app.drawFrame(size: size).lines[0] == "x                   ")
        app.handleKey(.character("a"))
        _ = app.drawFrame(size: size)
        seconds.now = time
        #expect(app.drawFrame(size: size).lines[0] == line)
        // Still moving until the animation says nil, after its second.
        #expect((app.animation == nil) == (time > 1))
    }
}
