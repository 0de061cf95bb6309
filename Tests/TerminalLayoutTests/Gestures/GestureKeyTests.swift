import Testing
@testable import TerminalLayout

/// Gestures performed from the keyboard (GES1): which keys perform which
/// gesture, on a focused view, and what the masks, `disabled` and the
/// priorities of the view modifiers do.
@MainActor
struct GestureKeyTests {
    final class Log { var entries: [String] = [] }

    /// `x,y` of a point or `w,h` of a size, as a person writes them.
    static func text(_ point: CGPoint) -> String { "\(point.x),\(point.y)" }
    static func text(_ size: CGSize) -> String { "\(size.width),\(size.height)" }

    /// A graph of `view` laid out at 20×6, with focus moved `tabs` times.
    static func focused<V: View>(_ view: V, tabs: Int = 1) -> (ViewGraph, FocusSystem) {
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 6))
        let focus = FocusSystem(graph: graph)
        for _ in 0..<tabs { focus.moveFocus(forward: true) }
        return (graph, focus)
    }

    @Test("Return and Space perform a tap gesture on the focused view; other keys, no focus or disabled(true) do not", arguments: [
        (true, KeyEquivalent.return, false, 1), (true, .space, false, 1), (true, .escape, false, 0),
        (true, .rightArrow, false, 0), (false, .return, false, 0), (true, .return, true, 0),
    ])
    func tap(focused: Bool, key: KeyEquivalent, disabled: Bool, taps: Int) {
        let log = Log()
        let (_, focus) = Self.focused(VStack { Text("tap").gesture(TapGesture(count: 2).onEnded { log.entries.append("tap") }) }
            .disabled(disabled), tabs: focused ? 1 : 0)
        focus.handle(KeyPress(key: key))
        #expect(log.entries.count == taps)
    }

    @Test("A tap-like gesture's answer: onChanged and updating see its value once, then onEnded, then the state is reset")
    func longPress() {
        let log = Log()
        let (graph, focus) = Self.focused(PressView(log: log))
        #expect(focus.handle(KeyPress(key: .return)) == .handled)
        #expect(log.entries == ["updating true", "changed true", "ended true, isPressed true"])
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 6)), width: 20, height: 1) == ["idle"])
    }

    struct PressView: View {
        let log: Log
        @GestureState private var isPressed = false
        var body: some View {
            Text(isPressed ? "pressed" : "idle")
                .gesture(LongPressGesture()
                    .updating($isPressed) { value, state, _ in state = value; log.entries.append("updating \(value)") }
                    .onChanged { log.entries.append("changed \($0)") }
                    .onEnded { value in log.entries.append("ended \(value), isPressed \(isPressed)") })
        }
    }

    @Test("A spatial tap's location is the view's centre in the space asked for", arguments: [
        ("local", CGPoint(x: 2, y: 0.5)), ("global", CGPoint(x: 5, y: 2.5)), ("pad", CGPoint(x: 4, y: 1.5)),
    ])
    func spatialTap(name: String, location: CGPoint) {
        let space: CoordinateSpace = switch name {
        case "local": .local
        case "global": .global
        default: .named(name)
        }
        let log = Log()
        let view = Text("spot")
            .gesture(SpatialTapGesture(coordinateSpace: space).onEnded { log.entries.append(Self.text($0.location)) })
            .padding(.leading, 2).padding(.top, 1)
            .coordinateSpace(name: "pad")
            .padding(.leading, 1).padding(.top, 1)
            .frame(width: 20, height: 6, alignment: .topLeading)
        let (_, focus) = Self.focused(view)
        focus.handle(KeyPress(key: .space))
        #expect(log.entries == [Self.text(location)])
    }

    @Test("onTapGesture with a location: the view's centre in the space asked for, on Return or Space", arguments: [
        ("local", KeyEquivalent.space, ["2.0,0.5"]), ("global", .return, ["5.0,2.5"]), ("global", .escape, []),
    ])
    func tapWithLocation(name: String, key: KeyEquivalent, entries: [String]) {
        let log = Log()
        let text = Text("spot")
        let tapped = name == "local"
            ? AnyView(text.onTapGesture { log.entries.append(Self.text($0)) })
            : AnyView(text.onTapGesture(count: 2, coordinateSpace: .global) { log.entries.append(Self.text($0)) })
        let (_, focus) = Self.focused(tapped.padding(.leading, 3).padding(.top, 2).frame(width: 20, height: 6, alignment: .topLeading))
        focus.handle(KeyPress(key: key))
        #expect(log.entries == entries)
    }

    @Test("Arrows drag one cell a press from the view's centre; Return ends with the last value; Escape cancels")
    func drag() {
        let log = Log()
        let view = Text("card")
            .gesture(DragGesture(coordinateSpace: .global)
                .onChanged { log.entries.append("changed \(Self.text($0.startLocation)) \(Self.text($0.location)) \(Self.text($0.translation)) \(Self.text($0.velocity))") }
                .onEnded { log.entries.append("ended \(Self.text($0.translation)) \(Self.text($0.predictedEndTranslation))") })
            .padding(.leading, 3).padding(.top, 2)
            .frame(width: 20, height: 6, alignment: .topLeading)
        let (_, focus) = Self.focused(view)
        #expect(focus.handle(KeyPress(key: .return)) == .ignored) // no drag in progress: nothing to end
        focus.handle(KeyPress(key: .rightArrow))
        focus.handle(KeyPress(key: .rightArrow))
        focus.handle(KeyPress(key: .downArrow))
        #expect(focus.handle(KeyPress(key: .return)) == .handled)
        #expect(log.entries == [
            "changed 5.0,2.5 6.0,2.5 1.0,0.0 0.0,0.0",
            "changed 5.0,2.5 7.0,2.5 2.0,0.0 0.0,0.0",
            "changed 5.0,2.5 7.0,3.5 2.0,1.0 0.0,0.0",
            "ended 2.0,1.0 2.0,1.0",
        ])
        log.entries = []
        focus.handle(KeyPress(key: .leftArrow))
        #expect(focus.handle(KeyPress(key: .escape)) == .handled)
        #expect(focus.handle(KeyPress(key: .escape)) == .ignored) // nothing left to cancel: Escape goes on
        #expect(log.entries == ["changed 5.0,2.5 4.0,2.5 -1.0,0.0 0.0,0.0"])
    }

    /// The draggable card of SwiftUI's documentation, as apps write it.
    struct DraggableCard: View {
        @GestureState private var dragOffset = CGSize.zero
        @State private var position = CGSize.zero

        var body: some View {
            Text("card")
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
                .frame(width: 12, height: 4, alignment: .topLeading)
        }
    }

    @Test("The draggable card follows the arrows, snaps back on Escape and stays where Return leaves it")
    func draggableCard() {
        let (graph, focus) = Self.focused(DraggableCard())
        func frame() -> [String] { textFrame(graph.layout(proposal: ProposedViewSize(width: 12, height: 4)), width: 12, height: 4) }
        #expect(frame() == ["card", "", "", ""])
        focus.handle(KeyPress(key: .rightArrow))
        focus.handle(KeyPress(key: .rightArrow))
        focus.handle(KeyPress(key: .downArrow))
        #expect(frame() == ["", "  card", "", ""])
        focus.handle(KeyPress(key: .escape))
        #expect(frame() == ["card", "", "", ""])
        focus.handle(KeyPress(key: .downArrow))
        focus.handle(KeyPress(key: .downArrow))
        focus.handle(KeyPress(key: .rightArrow))
        focus.handle(KeyPress(key: .return))
        #expect(frame() == ["", "", " card", ""])
        // A new drag starts from where the card now is.
        focus.handle(KeyPress(key: .upArrow))
        #expect(frame() == ["", " card", "", ""])
    }

    @Test("Focus leaving a view mid-drag cancels the drag: its state resets, onEnded is not called; Tab still moves focus")
    func focusLeaves() {
        let log = Log()
        let (graph, focus) = Self.focused(VStack {
            DragProbe(name: "a", log: log)
            DragProbe(name: "b", log: log)
        })
        func frame() -> [String] { textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 6)), width: 20, height: 3) }
        focus.handle(KeyPress(key: .rightArrow))
        #expect(frame() == ["a 1.000000", "", "b 0.000000"])
        #expect(focus.handle(KeyPress(key: .tab)) == .handled)
        #expect(frame() == ["a 0.000000", "", "b 0.000000"])
        focus.handle(KeyPress(key: .downArrow))
        focus.handle(KeyPress(key: .return))
        #expect(log.entries == ["b ended"])
    }

    struct DragProbe: View {
        let name: String
        let log: Log
        @GestureState private var moved: CGFloat = 0
        var body: some View {
            Text("\(name) \(moved)")
                .gesture(DragGesture()
                    .updating($moved) { value, state, _ in state = value.translation.width + value.translation.height }
                    .onEnded { _ in log.entries.append("\(name) ended") })
        }
    }

    @Test("A mask without .gesture turns the view's gesture off, one without .subviews the gestures inside", arguments: [
        (GestureMask.all, 1, 1), (.gesture, 1, 0), (.subviews, 0, 1), (.none, 0, 0),
    ])
    func masks(mask: GestureMask, own: Int, inside: Int) {
        let log = Log()
        // The view's own tap.
        let (_, focus) = Self.focused(Text("own").gesture(TapGesture().onEnded { log.entries.append("own") }, including: mask))
        focus.handle(KeyPress(key: .return))
        #expect(log.entries.count == own)
        // A tap inside a view whose gesture (magnify: never focusable) has the mask.
        log.entries = []
        let (_, inner) = Self.focused(VStack {
            Text("in").gesture(TapGesture().onEnded { log.entries.append("gesture") })
            Text("tap").onTapGesture { log.entries.append("onTapGesture") }
        }.gesture(MagnifyGesture(), including: mask), tabs: 1)
        inner.handle(KeyPress(key: .return))
        inner.moveFocus(forward: true)
        inner.handle(KeyPress(key: .return))
        #expect(log.entries == (inside == 1 ? ["gesture", "onTapGesture"] : []))
    }

    @Test("gesture(_:isEnabled:) and its named form turn the gesture on and off", arguments: [false, true])
    func isEnabled(enabled: Bool) {
        let log = Log()
        let (_, focus) = Self.focused(VStack {
            Text("a").gesture(TapGesture().onEnded { log.entries.append("a") }, isEnabled: enabled)
            Text("b").highPriorityGesture(TapGesture().onEnded { log.entries.append("b") }, name: "b", isEnabled: enabled)
        }, tabs: 1)
        focus.handle(KeyPress(key: .return))
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .space))
        #expect(log.entries == (enabled ? ["a", "b"] : []))
    }

    enum Attach: String, CaseIterable { case gesture, simultaneous, highPriority }

    @Test("A tap on a view around a focused tappable view: after it (gesture), with it (simultaneousGesture), instead of it (highPriorityGesture)",
          arguments: [(Attach.gesture, ["inner"]), (.simultaneous, ["inner", "outer"]), (.highPriority, ["outer"])])
    func priorities(attach: Attach, fired: [String]) {
        let log = Log()
        let inner = Text("inner").gesture(TapGesture().onEnded { log.entries.append("inner") })
        let outer = TapGesture().onEnded { log.entries.append("outer") }
        let view: AnyView = switch attach {
        case .gesture: AnyView(VStack { inner }.gesture(outer))
        case .simultaneous: AnyView(VStack { inner }.simultaneousGesture(outer))
        case .highPriority: AnyView(VStack { inner }.highPriorityGesture(outer))
        }
        // The outer view is the first focus stop, the inner one the second.
        let (_, focus) = Self.focused(view, tabs: 2)
        focus.handle(KeyPress(key: .return))
        #expect(log.entries == fired)
        // With focus on the outer view, only its gesture is there.
        log.entries = []
        focus.moveFocus(forward: false)
        focus.handle(KeyPress(key: .return))
        #expect(log.entries == ["outer"])
    }

    @Test("onTapGesture inside a view with a gesture ranks as a gesture does",
          arguments: [(Attach.gesture, ["inner"]), (.simultaneous, ["inner", "outer"]), (.highPriority, ["outer"])])
    func onTapGesturePriorities(attach: Attach, fired: [String]) {
        let log = Log()
        let inner = Text("inner").onTapGesture { log.entries.append("inner") }
        let outer = TapGesture().onEnded { log.entries.append("outer") }
        let view: AnyView = switch attach {
        case .gesture: AnyView(VStack { inner }.gesture(outer))
        case .simultaneous: AnyView(VStack { inner }.simultaneousGesture(outer))
        case .highPriority: AnyView(VStack { inner }.highPriorityGesture(outer))
        }
        let (_, focus) = Self.focused(view, tabs: 2)
        focus.handle(KeyPress(key: .space))
        #expect(log.entries == fired)
    }

    @Test("An arrow the focused view's gesture does not take goes to the drag of a view around it")
    func dragAround() {
        let log = Log()
        let (_, focus) = Self.focused(VStack {
            Text("button").gesture(TapGesture().onEnded { log.entries.append("tap") })
        }.gesture(DragGesture().onChanged { log.entries.append("drag \(Self.text($0.translation))") }), tabs: 2)
        focus.handle(KeyPress(key: .upArrow))
        focus.handle(KeyPress(key: .return))
        #expect(log.entries == ["drag 0.0,-1.0", "tap"])
    }

    @Test("Magnify and rotate gestures never fire and make no focus stop; a tap beside them does", arguments: [false, true])
    func neverPerformed(withTap: Bool) {
        let log = Log()
        let magnify = MagnifyGesture().onChanged { _ in log.entries.append("magnify") }.onEnded { _ in log.entries.append("magnify") }
        let rotate = RotateGesture().onEnded { _ in log.entries.append("rotate") }
        let older = MagnificationGesture().simultaneously(with: RotationGesture()).onEnded { _ in log.entries.append("older") }
        let gesture = magnify.simultaneously(with: rotate).simultaneously(with: older)
        let view = withTap ? AnyView(Text("photo").gesture(gesture.simultaneously(with: TapGesture().onEnded { log.entries.append("tap") })))
                           : AnyView(Text("photo").gesture(gesture))
        let graph = ViewGraph(view)
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 6))
        let system = FocusSystem(graph: graph)
        #expect(system.moveFocus(forward: true) == withTap)
        for key in [KeyEquivalent.return, .space, .leftArrow, .upArrow, .escape] { system.handle(KeyPress(key: key)) }
        #expect(log.entries == (withTap ? ["tap", "tap"] : []))
    }
}
