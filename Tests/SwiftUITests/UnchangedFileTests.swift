// A file as it is written for SwiftUI on Apple platforms — `import SwiftUI` and `import
// Combine`, nothing of this package named — compiled and laid out on Linux.
import Combine
import SwiftUI
import Testing

/// Apple's equal-width stack from "Composing custom layouts with SwiftUI", as written there
/// (spacing worked out from the subviews' preferences).
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

final class Votes: ObservableObject {
    @Published var counts = ["Cat": 3, "Goldfish": 1, "Dog": 2]
}

struct ButtonStack: View {
    @StateObject private var votes = Votes()
    var body: some View {
        MyEqualWidthHStack {
            ForEach(votes.counts.keys.sorted(), id: \.self) { pet in
                SwiftUI.Text("\(pet) \(votes.counts[pet, default: 0])").id(pet)
            }
        }
    }
}

@Suite("A SwiftUI file compiled unchanged")
@MainActor
struct UnchangedFileTests {
    @Test("The equal-width stack gives every pet the widest one's width, a cell apart")
    func equalWidths() {
        let result = ViewGraph(ButtonStack()).layout(proposal: ProposedViewSize(width: 40, height: 3))
        // "Goldfish 1" is 10 cells: three columns 10 wide, one cell of spacing between (32);
        // each text centred in its column.
        #expect(result.size == CGSize(width: 32, height: 1))
        let frames = ["Cat", "Dog", "Goldfish"].map { result.frame(for: $0) }
        #expect(frames.map { $0?.midX } == [5, 16, 27])
        #expect(frames.map { $0?.width } == [5, 5, 10])
    }

    @Test("Qualified names resolve through the module: SwiftUI.Text, SwiftUI.Color, SwiftUI.Layout")
    func qualified() {
        let text: SwiftUI.Text = SwiftUI.Text("a")
        let color: SwiftUI.Color = .red
        let layout: any SwiftUI.Layout = MyEqualWidthHStack()
        #expect(text == Text("a") && color == Color.red && layout is MyEqualWidthHStack)
    }
}
