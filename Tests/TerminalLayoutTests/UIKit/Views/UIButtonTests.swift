import Foundation
import Testing
@testable import TerminalLayout

/// `UIButton` and `UIImageView` in `UIViewRepresentable`s (UIV1).
@MainActor
struct UIButtonTests {
    @Test("A button's title for its state, falling back to .normal's; its size is its title's")
    func titles() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Off", for: .disabled)
        #expect(button.currentTitle == "Go")
        #expect(button.title(for: .selected) == "Go")
        button.isEnabled = false
        #expect(button.currentTitle == "Off")
        #expect(button.intrinsicContentSize == CGSize(width: 3, height: 1))
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 5, height: 1))   // "★ Off"
    }

    @Test("Return on the focused button runs its touchUpInside and primary actions; the state they set is drawn")
    func pressed() {
        let screen = KeyedScreen(CounterHost(), width: 16, height: 2)
        #expect(screen.text == ["    count 0", "      Add"])
        screen.tab(1, then: .return)
        screen.press(.return)
        #expect(screen.text == ["    count 4", "      Add"])   // two actions a press
    }

    @Test("An image view draws its image's glyph, centred; its size is the glyph's", arguments: [
        ("star.fill", "★", CGSize(width: 1, height: 1)),
    ])
    func imageView(_ name: String, _ glyph: String, _ size: CGSize) {
        let view = UIImageView(image: UIImage(systemName: name))
        #expect(view.intrinsicContentSize == size)
        #expect(UIImageView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
        view.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        #expect(textFrame(AnyView(UIViewDrawing(view: view)), width: 5, height: 1) == ["  \(glyph)"])
    }
}

/// "count n" over a wrapped button adding 1 on touchUpInside and 1 on its primary action.
struct CounterHost: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("count \(count)")
            AddButton(count: $count)
        }
    }
}

/// A `UIButton` whose actions add to a binding.
struct AddButton: UIViewRepresentable {
    @Binding var count: Int

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in count += 1 })
        button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ button: UIButton, context: Context) {}
}
