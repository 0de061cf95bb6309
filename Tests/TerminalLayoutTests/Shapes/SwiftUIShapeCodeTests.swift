import Foundation
import Testing
import TerminalLayout

/// SwiftUI code using shape transforms, insets, uneven corners and style
/// levels, as written for SwiftUI, compiles and lays out (SHP1–SHP3, STYLE2).
struct SwiftUIShapeCodeTests {
    /// A loading ring and a badge, as in SwiftUI sample code.
    struct Spinner: View {
        var progress: Double = 0.25
        var body: some View {
            ZStack {
                Circle()
                    .inset(by: 1)
                    .stroke(Color.accentColor.secondary, lineWidth: 2)
                Circle()
                    .trim(from: 0, to: progress)
                    .rotation(.degrees(-90))
                    .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                Capsule()
                    .inset(by: 2)
                    .strokeBorder(.red.opacity(0.5), lineWidth: 1)
            }
        }
    }

    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12, style: .continuous)
                    .fill(.blue.secondary)
                    .frame(height: 3)
                Rectangle()
                    .offset(x: 1, y: 0)
                    .scale(x: 0.5, y: 1, anchor: .leading)
                    .fill(Color.green.tertiary)
                RoundedRectangle(cornerRadius: 8)
                    .rotation(.degrees(45), anchor: .center)
                    .offset(CGSize(width: 2, height: 1))
                    .transform(CGAffineTransform(scaleX: 0.5, y: 0.5))
                    .stroke(.tint.quaternary.shadow(.drop(color: .black, radius: 3, y: 2)))
            }
            .background(.blue.secondary, in: .rect(topLeadingRadius: 4, bottomTrailingRadius: 4))
            .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4, topTrailing: 4)))
        }
    }

    struct Swatch: View {
        @Environment(\.self) private var environment
        let color: Color
        var body: some View {
            let resolved = color.resolve(in: environment)
            let darker = Color(Color.Resolved(red: resolved.red * 0.8, green: resolved.green * 0.8,
                                              blue: resolved.blue * 0.8, opacity: resolved.opacity))
            return HStack {
                Rectangle().fill(color)
                Rectangle().fill(darker)
                Text(resolved.description).foregroundStyle(.primary.opacity(0.8))
            }
        }
    }

    @Test func snippetsLayOut() {
        for view in [AnyView(Spinner()), AnyView(Card()), AnyView(Swatch(color: .orange))] {
            let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 20, height: 10))
            #expect(!result.placements.isEmpty)
        }
    }
}
