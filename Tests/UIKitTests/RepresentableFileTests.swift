import SwiftUI
import Testing
import UIKit

// Views as SwiftUI apps write them around UIKit (UIV1), with `import SwiftUI` and
// `import UIKit`: they compile unchanged, and lay out and draw.

/// The corpora's `BlurView`.
struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: UIViewRepresentableContext<BlurView>) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: UIViewRepresentableContext<BlurView>) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

/// A spinner as apps wrapped one before `ProgressView`.
struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool
    let style: UIActivityIndicatorView.Style

    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: style)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicator>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

/// A label that wraps, with its own size for a proposal (iOS 16's `sizeThatFits`).
struct WrappingLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        uiView.sizeThatFits(CGSize(width: proposal.width ?? .infinity, height: .infinity))
    }
}

/// A blurred panel behind a title, as a card.
struct Card: View {
    @State private var loading = true

    var body: some View {
        ZStack {
            BlurView(style: .systemUltraThinMaterial)
            VStack {
                Text("Card")
                ActivityIndicator(isAnimating: $loading, style: .medium)
            }
        }
        .frame(width: 12, height: 4)
    }
}

@MainActor
struct RepresentableFileTests {
    @Test("A blur, a spinner and a title lay out as a card: the blur fills it, the spinner under the title")
    func card() {
        let result = ViewGraph(Card()).layout(proposal: ProposedViewSize(width: 20, height: 6))
        #expect(result.size == CGSize(width: 12, height: 4))
        let fills = result.placements.filter { if case .color = $0.kind { true } else { false } }
        #expect(fills.map(\.frame) == [CGRect(x: 0, y: 0, width: 12, height: 4)])
        let title = result.placements.first { if case .text = $0.kind { true } else { false } }
        let spinner = ViewGraph(ProgressView()).layout(proposal: .unspecified).size
        // Title, spacing, the spinner at its own size, centred in the card's 4 rows.
        #expect(spinner == CGSize(width: 1, height: 1))
        #expect(title?.frame == CGRect(x: 4, y: 0.5, width: 4, height: 1))
    }

    @Test("A wrapping label's own size: its text wrapped to the width proposed", arguments: [
        (20.0, CGSize(width: 15, height: 1)),
        (8.0, CGSize(width: 8, height: 2)),   // "wraps at" / "spaces"
    ])
    func wrappingLabel(_ width: Double, _ expected: CGSize) {
        let size = ViewGraph(WrappingLabel(text: "wraps at spaces")).layout(proposal: ProposedViewSize(width: width, height: nil)).size
        #expect(size == expected)
    }
}
