import Foundation
import Testing
@testable import TerminalLayout

/// `Preview`, its traits, and the preview modifiers (PRV1).
@MainActor
struct PreviewTests {
    @Test("A preview keeps its name and traits; its view renders as the body's")
    func preview() {
        let named = Preview("Compact", traits: .sizeThatFitsLayout, .fixedLayout(width: 3, height: 2)) { Text("Hi") }
        #expect(named.displayName == "Compact")
        #expect(named.traits.map(\._value) == [.sizeThatFitsLayout, .fixedLayout(width: 3, height: 2)])
        #expect(textFrame(named.makeView(), width: 4, height: 1) == ["Hi"])
        let plain = Preview { Text("a"); Text("b") }
        #expect(plain.displayName == nil && plain.traits.isEmpty)
        #expect(textFrame(plain.makeView(), width: 2, height: 3) == ["a", "", "b"])
    }

    @Test("Orientation traits", arguments: [
        (PreviewTrait<Preview.ViewTraits>.portrait, InterfaceOrientation.portrait),
        (.portraitUpsideDown, .portraitUpsideDown), (.landscapeLeft, .landscapeLeft), (.landscapeRight, .landscapeRight),
    ])
    func orientation(trait: PreviewTrait<Preview.ViewTraits>, orientation: InterfaceOrientation) {
        #expect(trait._value == .orientation(orientation))
        #expect(trait._value != .defaultLayout)
    }

    /// What `#Preview` makes of `@Previewable @State var count = 0` (see
    /// PreviewMacroTests): a view holding the state, the rest its body.
    struct Wrapper: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test("A preview's state lives in the view it makes: a press updates it")
    func previewableState() {
        let preview = Preview { Wrapper() }
        let graph = ViewGraph(preview.makeView())
        let screen = ProposedViewSize(width: 12, height: 3)
        #expect(textFrame(graph.layout(proposal: screen), width: 12, height: 3) == ["", "  Count 0", ""])
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .return))
        #expect(textFrame(graph.layout(proposal: screen), width: 12, height: 3) == ["", "  Count 1", ""])
    }

    static let modifiers: [(String, @MainActor (AnyView) -> AnyView)] = [
        ("previewLayout(.sizeThatFits)", { AnyView($0.previewLayout(.sizeThatFits)) }),
        ("previewLayout(.fixed)", { AnyView($0.previewLayout(.fixed(width: 2, height: 1))) }),
        ("previewLayout(.device)", { AnyView($0.previewLayout(.device)) }),
        ("previewDevice", { AnyView($0.previewDevice("iPhone 15")) }),
        ("previewDisplayName", { AnyView($0.previewDisplayName("Name")) }),
        ("previewInterfaceOrientation", { AnyView($0.previewInterfaceOrientation(.landscapeRight)) }),
        ("previewContext", { AnyView($0.previewContext(Context())) }),
    ]

    struct Context: PreviewContext {
        struct Key: PreviewContextKey { static var defaultValue: Int { 7 } }
        subscript<K: PreviewContextKey>(key: K.Type) -> K.Value { K.defaultValue }
    }

    @Test("The preview modifiers change no frame", arguments: 0..<7)
    func modifier(index: Int) {
        let content = AnyView(VStack { Text("wide text"); Text("x").padding(.leading, 2) })
        let screen = ProposedViewSize(width: 12, height: 4)
        let plain = ViewGraph(content).layout(proposal: screen).placements.map(\.frame)
        let modified = ViewGraph(Self.modifiers[index].1(content)).layout(proposal: screen).placements.map(\.frame)
        #expect(modified == plain, "\(Self.modifiers[index].0)")
        #expect(plain.count >= 2)
    }

    @Test("A device from its name, as a literal or by rawValue")
    func device() {
        let literal: PreviewDevice = "iPhone 15 Pro"
        #expect(literal == PreviewDevice(rawValue: "iPhone 15 Pro"))
        #expect(literal.rawValue == "iPhone 15 Pro")
        #expect(literal != "iPad")
        #expect(Context()[Context.Key.self] == 7)
    }
}
