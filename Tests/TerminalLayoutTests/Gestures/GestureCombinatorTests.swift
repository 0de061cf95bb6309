import Testing
@testable import TerminalLayout

/// The combinators (`sequenced`, `simultaneously`, `exclusively`, `map`),
/// `AnyGesture`, a gesture of your own, and that a gesture never changes
/// layout (GES1).
@MainActor
struct GestureCombinatorTests {
    typealias Log = GestureKeyTests.Log

    /// `view` with focus on its first focus stop, and a function pressing keys.
    static func pressing<V: View>(_ view: V) -> ([KeyEquivalent]) -> Void {
        let (_, focus) = GestureKeyTests.focused(view)
        return { keys in for key in keys { focus.handle(KeyPress(key: key)) } }
    }

    static func describe(_ value: SequenceGesture<LongPressGesture, DragGesture>.Value) -> String {
        switch value {
        case .first(let pressed): "first \(pressed)"
        case .second(let pressed, let drag): "second \(pressed) \(drag.map { GestureKeyTests.text($0.translation) } ?? "nil")"
        }
    }

    @Test("A long press then a drag: Return presses, arrows drag, Return ends; Escape cancels at either stage")
    func sequence() {
        let log = Log()
        let gesture = LongPressGesture().sequenced(before: DragGesture())
            .onChanged { log.entries.append("changed \(Self.describe($0))") }
            .onEnded { log.entries.append("ended \(Self.describe($0))") }
        let press = Self.pressing(Text("hold").gesture(gesture))
        press([.return, .rightArrow, .downArrow, .return])
        #expect(log.entries == ["changed first true", "changed second true nil", "changed second true 1.0,0.0",
                                "changed second true 1.0,1.0", "ended second true 1.0,1.0"])
        log.entries = []
        press([.return, .leftArrow, .escape, .rightArrow])
        #expect(log.entries == ["changed first true", "changed second true nil", "changed second true -1.0,0.0"])
    }

    @Test("Two gestures at once: both take each key; the value holds what each has")
    func simultaneous() {
        let log = Log()
        let gesture = TapGesture().simultaneously(with: LongPressGesture())
            .onEnded { log.entries.append("ended \($0.first != nil) \($0.second.map(String.init) ?? "nil")") }
        let press = Self.pressing(Text("both").gesture(gesture))
        press([.return])
        #expect(log.entries == ["ended true true"])
        // A drag with a long press: arrows move the drag alone, Return ends it and presses.
        log.entries = []
        let drag = DragGesture().simultaneously(with: LongPressGesture())
            .onChanged { log.entries.append("changed \($0.first.map { GestureKeyTests.text($0.translation) } ?? "nil") \($0.second != nil)") }
            .onEnded { log.entries.append("ended \($0.first.map { GestureKeyTests.text($0.translation) } ?? "nil") \($0.second != nil)") }
        let pressDrag = Self.pressing(Text("both").gesture(drag))
        pressDrag([.rightArrow, .return])
        #expect(log.entries == ["changed 1.0,0.0 false", "changed 1.0,0.0 true", "ended 1.0,0.0 true"])
    }

    @Test("One gesture or the other: a key goes to the first unless it does not take it; a drag in progress keeps the keys")
    func exclusive() {
        let log = Log()
        let gesture = DragGesture().exclusively(before: TapGesture())
            .onEnded { value in
                switch value {
                case .first(let drag): log.entries.append("drag \(GestureKeyTests.text(drag.translation))")
                case .second: log.entries.append("tap")
                }
            }
        let press = Self.pressing(Text("either").gesture(gesture))
        press([.return, .upArrow, .return, .space])
        #expect(log.entries == ["tap", "drag 0.0,-1.0", "tap"])
    }

    /// A gesture of your own, as SwiftUI's documentation writes one.
    struct DoubleTapToLike: Gesture {
        var body: some Gesture<String> {
            TapGesture(count: 2).map { "liked" }
        }
    }

    @Test("map, AnyGesture and a gesture of your own pass their values on")
    func mapped() {
        let log = Log()
        let press = Self.pressing(VStack {
            Text("like").gesture(DoubleTapToLike().onEnded { log.entries.append($0) })
            Text("any").gesture(AnyGesture(LongPressGesture().map { $0 ? 1 : 0 }).onEnded { log.entries.append("any \($0)") })
        })
        press([.return, .tab, .space])
        #expect(log.entries == ["liked", "any 1"])
    }

    @Test("A view with a gesture lays out and draws as it does without one", arguments: [0, 1, 2, 3, 4])
    func layoutUnchanged(kind: Int) {
        func card(_ text: String) -> some View { Text(text).padding(1).border(Color.blue) }
        let plain = VStack { card("one"); card("two") }
        let withGesture: AnyView = switch kind {
        case 0: AnyView(VStack { card("one").gesture(TapGesture()); card("two") })
        case 1: AnyView(VStack { card("one"); card("two").gesture(DragGesture().onEnded { _ in }) })
        case 2: AnyView(VStack { card("one"); card("two") }.highPriorityGesture(LongPressGesture()))
        case 3: AnyView(VStack { card("one").simultaneousGesture(MagnifyGesture()); card("two") })
        default: AnyView(VStack { card("one"); card("two") }.gesture(SpatialTapGesture(), including: .none))
        }
        let a = lay(plain, 20, 10), b = lay(withGesture, 20, 10)
        #expect(textFrame(b, width: 20, height: 10) == textFrame(a, width: 20, height: 10))
        #expect(textFrames(b) == textFrames(a))
        #expect(b.size == a.size)
        // And it does draw something: two cards.
        #expect(textFrames(a).count == 2)
    }
}
