import Foundation
import Testing
@testable import TerminalLayout

/// `UIScreen.main`, `UIApplication.shared` and the rest of UIKit's surface SwiftUI code on
/// iOS reaches through `import SwiftUI` alone (UIK1).
struct UIScreenTests {
    /// Shows the screen's size, as its body reads it.
    struct ScreenSize: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))")
        }
    }

    /// Half the screen wide, as layouts written for iOS size views.
    struct HalfWidth: View {
        var body: some View {
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 1)
        }
    }

    /// Counts its body's evaluations.
    final class Counter: @unchecked Sendable { var count = 0 }
    struct Counted: View {
        let counter: Counter
        var body: some View {
            let _ = counter.count += 1
            Text("plain")
        }
    }

    static func size(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width, height: height)
    }

    @Test("A body reads the size its graph is laid out at, and is evaluated again when it changes",
          arguments: [[(40, 10, "40x10"), (60, 12, "60x12"), (25, 5, "25x5")],
                      [(30, 8, "30x8"), (30, 8, "30x8"), (31, 8, "31x8")]])
    func boundsFollowTheLayout(_ steps: [(Int, Int, String)]) {
        let graph = ViewGraph(ScreenSize())
        for (width, height, shown) in steps {
            let result = graph.layout(proposal: Self.size(CGFloat(width), CGFloat(height)))
            #expect(textFrame(result, width: width, height: height).first == shown)
        }
    }

    @Test("An unspecified, infinite, NaN or huge dimension keeps the last one", arguments: [
        (CGFloat?.none, CGFloat?.some(9), "50x9"), (.some(.infinity), .some(7), "50x7"), (.some(20), .none, "20x10"),
        (.some(.nan), .some(1e300), "50x10"), (.some(2_000_000), .some(-3), "50x10"),
    ])
    func unspecifiedKeeps(width: CGFloat?, height: CGFloat?, shown: String) {
        let graph = ViewGraph(ScreenSize())
        _ = graph.layout(proposal: Self.size(50, 10))
        _ = graph.layout(proposal: Self.size(width, height))
        // Unspecified keeps both: the text at its ideal size shows what the body last read.
        let result = graph.layout(proposal: .unspecified)
        #expect(textFrame(result, width: 60, height: 12).first == shown)
    }

    @Test("A frame sized by the screen follows a resize", arguments: [(40, 20), (30, 15), (81, 40.5)])
    func frameFromTheScreen(width: Int, half: Double) {
        let graph = ViewGraph(HalfWidth())
        _ = graph.layout(proposal: Self.size(100, 5))
        let result = graph.layout(proposal: Self.size(CGFloat(width), 5))
        #expect(result.size.width == CGFloat(half))
    }

    @Test("Two graphs laid out at different sizes each see their own")
    func graphsApart() {
        let a = ViewGraph(ScreenSize()), b = ViewGraph(ScreenSize())
        _ = a.layout(proposal: Self.size(40, 10))
        _ = b.layout(proposal: Self.size(70, 20))
        a.update(ScreenSize())
        b.update(ScreenSize())
        #expect(textFrame(a.layout(proposal: Self.size(40, 10)), width: 40, height: 10).first == "40x10")
        #expect(textFrame(b.layout(proposal: Self.size(70, 20)), width: 70, height: 20).first == "70x20")
    }

    @Test("Bodies that never read the screen are not evaluated again by a resize")
    func resizeWithoutReaders() {
        let counter = Counter()
        let graph = ViewGraph(Counted(counter: counter))
        _ = graph.layout(proposal: Self.size(40, 10))
        let before = counter.count
        _ = graph.layout(proposal: Self.size(50, 12))
        _ = graph.layout(proposal: Self.size(30, 8))
        #expect(counter.count == before)
    }

    @Test("The window and scene: the screen's bounds, zero insets, the key window")
    func windowAndScene() throws {
        let app = UIApplication.shared
        let window = try #require(app.windows.first)
        #expect(window.safeAreaInsets == .zero && window.safeAreaInsets.top == 0)
        #expect(window.isKeyWindow && window.screen === UIScreen.main)
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(scene.keyWindow === window && scene.windows.count == 1)
        #expect(scene.activationState == .foregroundActive && app.applicationState == .active)
        #expect(UIScreen.main.scale == 1 && UIScreen.screens.count == 1)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != .zero)
    }

    @Test("Opening a URL opens nothing: its completion gets false")
    func openURL() async {
        let url = URL(string: "https://swift.org")!
        #expect(!UIApplication.shared.canOpenURL(url))
        let opened = await withCheckedContinuation { continuation in
            UIApplication.shared.open(url) { continuation.resume(returning: $0) }
        }
        #expect(!opened)
    }

    @Test("Haptics are accepted and play nothing")
    @MainActor func haptics() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .heavy)
    }
}
