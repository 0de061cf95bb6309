import Testing
@testable import TerminalLayout

/// `Optional: Gesture` (GES1): `nil` is no gesture; a gesture in the
/// optional fires as it would alone.
@MainActor
struct OptionalGestureTests {
    typealias Log = GestureKeyTests.Log

    @Test("A tap in an optional fires on Return; nil does nothing", arguments: [(true, 1), (false, 0)])
    func tap(attached: Bool, taps: Int) {
        let log = Log()
        let view = Text("tap").gesture(attached ? TapGesture().onEnded { log.entries.append("tap") } : nil)
        let (_, focus) = GestureKeyTests.focused(view)
        focus.handle(KeyPress(key: .return))
        #expect(log.entries.count == taps)
    }

    @Test("A drag in an optional moves with the arrows; nil does nothing", arguments: [
        (true, ["changed 1.0,0.0", "ended 1.0,0.0"]), (false, [String]()),
    ])
    func drag(attached: Bool, expected: [String]) {
        let log = Log()
        let drag = DragGesture()
            .onChanged { log.entries.append("changed \(GestureKeyTests.text($0.translation))") }
            .onEnded { log.entries.append("ended \(GestureKeyTests.text($0.translation))") }
        let view = Text("drag").gesture(attached ? drag : nil)
        let (_, focus) = GestureKeyTests.focused(view)
        focus.handle(KeyPress(key: .rightArrow))
        focus.handle(KeyPress(key: .return))
        #expect(log.entries == expected)
    }

    @Test("A nil gesture makes no focus stop: Tab reaches the button after it first", arguments: [true, false])
    func focusStop(attached: Bool) {
        let log = Log()
        let view = VStack {
            Text("maybe").gesture(attached ? TapGesture().onEnded { log.entries.append("text") } : nil)
            Button("button") { log.entries.append("button") }
        }
        let (_, focus) = GestureKeyTests.focused(view)
        focus.handle(KeyPress(key: .return))
        #expect(log.entries == [attached ? "text" : "button"])
    }

    @Test("SwiftUI's pattern compiles: a drag only while editing")
    func swiftUICode() {
        struct Card: View {
            @State private var offset = CGSize.zero
            var isEditing: Bool
            var body: some View {
                Text("Card")
                    .offset(offset)
                    .gesture(isEditing ? DragGesture().onChanged { offset = $0.translation } : nil)
            }
        }
        let frames = [true, false].map { textFrame(Card(isEditing: $0), width: 6, height: 1) }
        #expect(frames == [["Card"], ["Card"]])
    }
}
