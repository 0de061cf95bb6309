import Foundation
import Testing
import TerminalLayout

// Previews as SwiftUI files end with them, compiled unchanged but for the
// import (public API only), PRV1.

private struct ContentView: View {
    var body: some View {
        VStack {
            Text("Hello")
            Text("world")
        }
    }
}

#Preview {
    ContentView()
}

#Preview("Named") {
    ContentView()
        .padding()
}

#Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    ContentView()
}

#Preview(traits: .fixedLayout(width: 20, height: 4)) {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn)
}

#Preview("Two views") {
    @Previewable @State var name = "Ada"
    @Previewable @State var count = 0
    Text("\(name) \(count)")
    Button("More") { count += 1 }
}

private struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Default")
            .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
        ContentView()
            .previewDevice("iPad Pro (11-inch)")
            .previewInterfaceOrientation(.landscapeLeft)
            .previewLayout(.fixed(width: 320, height: 200))
    }
}

/// The previews above, laid out as views.
@MainActor
struct PreviewSourceCompatibilityTests {
    @Test("A PreviewProvider's previews are a view: both previews, one after the other; no platform by default")
    func provider() {
        #expect(textFrame(ContentView_Previews.previews, width: 5, height: 7) == ["Hello", "", "world", "", "Hello", "", "world"])
        #expect(ContentView_Previews.platform == nil)
    }
}
