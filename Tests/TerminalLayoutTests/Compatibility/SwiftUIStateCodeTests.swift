import Testing
import TerminalLayout

// View code in the style SwiftUI developers write — @State, @Binding,
// @Environment, a custom EnvironmentKey, Image(systemName:), AnyLayout on
// the size class — compiled unchanged but for the import (issue 14).

private struct MyKey: EnvironmentKey {
    static let defaultValue: Int = 2
}

extension EnvironmentValues {
    fileprivate var myKey: Int {
        get { self[MyKey.self] }
        set { self[MyKey.self] = newValue }
    }
}

private struct Profile {
    var name: String
    var isFavorite: Bool
}

private struct FavoriteToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Image(systemName: isOn ? "star.fill" : "star")
            Text(isOn ? "Favorite" : "Not favorite")
        }
    }
}

private struct NameField: View {
    @Binding var name: String
    @Environment(\.myKey) private var padding

    var body: some View {
        Text(name)
            .padding(.horizontal, CGFloat(padding))
    }
}

private struct ContentView: View {
    @State private var count = 0
    @State private var profile = Profile(name: "Ada", isFavorite: true)
    @State private var selection: Int? = nil
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        layout {
            Text("Count: \(count)")
            FavoriteToggle(isOn: $profile.isFavorite)
            NameField(name: $profile.name)
            if let selection {
                Text("Selected \(selection)")
            }
            Image(systemName: "checkmark")
                .foregroundColor(.green)
        }
        .environment(\.myKey, 1)
    }
}

private struct PreviewWrapper: View {
    @State var isOn = false
    var body: some View {
        FavoriteToggle(isOn: $isOn)
    }
}

struct SwiftUIStateCodeTests {
    @Test("Typical SwiftUI state code compiles and lays out: a row when regular, a column when compact (the toggle's image and text share a row)",
          arguments: [(80, 1), (79, 4)] as [(CGFloat, Int)])
    func contentView(_ width: CGFloat, _ distinctRows: Int) {
        let result = ViewGraph(ContentView()).layout(proposal: ProposedViewSize(width: width, height: 24))
        let texts = result.placements.filter { if case .text = $0.kind { true } else { false } }
        #expect(Set(texts.map(\.frame.minY)).count == distinctRows)
        let lines = texts.flatMap { placement -> [String] in
            if case .text(let text) = placement.kind { text.lines } else { [] }
        }
        #expect(lines.contains("★"))
        #expect(lines.contains("✓"))
        #expect(lines.contains("Count: 0"))
    }

    @Test("A constant binding and a wrapper's @State compile and lay out")
    func bindings() {
        #expect(ViewGraph(FavoriteToggle(isOn: .constant(true))).layout(proposal: ProposedViewSize(width: 80, height: 24)).size.width == 10)
        #expect(ViewGraph(PreviewWrapper()).layout(proposal: ProposedViewSize(width: 80, height: 24)).size.width == 14)
    }
}
