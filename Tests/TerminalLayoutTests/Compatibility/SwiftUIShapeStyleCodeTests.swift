import Testing
import TerminalLayout

/// Style code as SwiftUI apps write it, compiled unchanged but for the
/// import (STYLE1): every shorthand and overload resolves, and lays out.
struct SwiftUIShapeStyleCodeTests {
    struct Badge: View {
        var body: some View {
            Text("New")
                .font(.caption)
                .foregroundStyle(.white)
                .padding(.horizontal, 1)
                .background(.tint, in: Capsule())
        }
    }

    struct Card: View {
        var isOn = true
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title").foregroundStyle(.primary)
                Text("Subtitle").foregroundStyle(.secondary)
                Text("Fine print").foregroundStyle(.tertiary)
                Label("Sync", systemImage: "arrow.clockwise").foregroundStyle(.blue, .gray)
                Text("On").foregroundStyle(isOn ? .green : .secondary)
                Text("Tinted").foregroundStyle(.tint)
                Text("Red") + Text("!").foregroundStyle(.red)
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 1))
            .background()
            .backgroundStyle(.thinMaterial)
            .foregroundStyle(.orange, .gray, .secondary)
            .tint(.purple)
            .tint(Color.mint)
            .border(.separator)
        }
    }

    struct Shapes: View {
        var body: some View {
            HStack {
                Circle().fill(.blue)
                Circle().fill()
                Circle().fill(Color.red.gradient)
                Rectangle().fill(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
                Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .leading,
                                                endPoint: .trailing))
                Rectangle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 4))
                Rectangle().fill(.angularGradient(colors: [.red, .green], center: .center, startAngle: .zero,
                                                  endAngle: .degrees(360)))
                Rectangle().fill(.conicGradient(colors: [.red, .green], center: .center))
                Rectangle().fill(.ellipticalGradient(colors: [.yellow, .clear]))
                Rectangle().fill(.ultraThinMaterial)
                Capsule().stroke(.red, lineWidth: 2)
                Capsule().stroke(lineWidth: 2)
                Capsule().stroke(style: StrokeStyle(lineWidth: 1, dash: [2]))
                Capsule().stroke(Color.secondary, style: StrokeStyle(lineWidth: 1))
                RoundedRectangle(cornerRadius: 1).strokeBorder(.quaternary, lineWidth: 1)
                RoundedRectangle(cornerRadius: 1).strokeBorder(lineWidth: 1)
                RoundedRectangle(cornerRadius: 1).strokeBorder(style: StrokeStyle(lineWidth: 1))
                RoundedRectangle(cornerRadius: 1).fill(.background).stroke(.foreground)
                LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)
                AngularGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0)]), center: .center,
                                angle: .degrees(90))
            }
            .foregroundStyle(AnyShapeStyle(.red))
            .background(Color.gray)
            .background(.red.opacity(0.5))
            .overlay(.black.opacity(0))
            .background(LinearGradient(colors: [.black, .gray], startPoint: .top, endPoint: .bottom))
        }
    }

    @Test("The style spellings compile and lay out like their views", arguments: [0, 1, 2])
    func layOut(_ which: Int) {
        let proposal = ProposedViewSize(width: 60, height: 12)
        let size: CGSize = switch which {
        case 0: ViewGraph(Badge()).layout(proposal: proposal).size
        case 1: ViewGraph(Card()).layout(proposal: proposal).size
        default: ViewGraph(Shapes()).layout(proposal: proposal).size
        }
        // The badge: "New" and a cell each side; the card: seven rows one
        // apart (13) and its padding, the widest row ("Fine print") and
        // its padding; the shapes fill what is offered.
        let expected = which == 0 ? CGSize(width: 5, height: 1) : which == 1 ? CGSize(width: 12, height: 15)
            : CGSize(width: 60, height: 12)
        #expect(abs(size.width - expected.width) < 0.001 && size.height == expected.height)
    }
}
