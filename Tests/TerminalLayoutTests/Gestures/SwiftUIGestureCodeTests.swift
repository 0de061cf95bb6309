import Testing
import TerminalLayout

// Gesture code in the shape SwiftUI apps write it, compiled unchanged but
// for the import (`import TerminalLayout`, not `@testable`: public API
// only), and what keys do to it (GES1).

/// A long press, then a drag: the pattern of SwiftUI's documentation, with
/// the drag's state in an enum held by `@GestureState`.
private struct PressThenDrag: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing: return .zero
            case .dragging(let translation): return translation
            }
        }

        var isActive: Bool {
            switch self {
            case .inactive: return false
            case .pressing, .dragging: return true
            }
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var viewState = CGSize.zero

    var body: some View {
        let longPressDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                viewState.width += drag.translation.width
                viewState.height += drag.translation.height
            }

        return Text(dragState.isActive ? "[box]" : "box")
            .offset(x: viewState.width + dragState.translation.width,
                    y: viewState.height + dragState.translation.height)
            .gesture(longPressDrag)
            .frame(width: 12, height: 4, alignment: .topLeading)
    }
}

/// A photo that a double tap likes, with a pinch that cannot happen here.
private struct Photo: View {
    @State private var liked = false
    @State private var scale: CGFloat = 1
    @GestureState private var magnifyBy: CGFloat = 1

    var body: some View {
        Text("\(liked ? "♥ " : "")photo \(Int(scale * magnifyBy * 100))%")
            .gesture(
                MagnifyGesture()
                    .updating($magnifyBy) { value, state, _ in state = value.magnification }
                    .onEnded { value in scale *= value.magnification }
            )
            .onTapGesture(count: 2) { liked.toggle() }
    }
}

/// A row whose parent wins a tap (highPriorityGesture), and a list whose
/// parent counts every tap too (simultaneousGesture).
private struct Rows: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("row")
                    .gesture(TapGesture(count: 2).onEnded { log.append("row") })
            }
            .highPriorityGesture(TapGesture().onEnded { log.append("high") })
            HStack {
                Text("item")
                    .gesture(TapGesture().onEnded { log.append("item") })
            }
            .simultaneousGesture(TapGesture().onEnded { log.append("also") })
            Text(log.joined(separator: ","))
        }
    }
}

@MainActor
struct SwiftUIGestureCodeTests {
    /// `view` laid out at `width`×`height` (`KeyedScreen`), focus moved to its
    /// first focus stop, and a function pressing keys and returning the
    /// frame drawn after them.
    static func session<V: View>(_ view: V, width: Int, height: Int) -> ([KeyEquivalent]) -> [String] {
        let screen = KeyedScreen(view, width: width, height: height)
        _ = screen.text
        screen.focus.moveFocus(forward: true)
        return { keys in
            for key in keys { screen.press(key) }
            return screen.text
        }
    }

    @Test("Long press then drag: Return picks the box up, arrows move it, Return puts it down; Escape drops it back")
    func pressThenDrag() {
        let press = Self.session(PressThenDrag(), width: 12, height: 4)
        #expect(press([]) == ["box", "", "", ""])
        #expect(press([.return]) == ["[box]", "", "", ""])
        #expect(press([.rightArrow, .rightArrow, .downArrow]) == ["", "  [box]", "", ""])
        #expect(press([.return]) == ["", "  box", "", ""])
        #expect(press([.return, .downArrow, .downArrow]) == ["", "", "", "  [box]"])
        #expect(press([.escape]) == ["", "  box", "", ""])
    }

    @Test("A pinch never happens; the double tap is one Return")
    func photo() {
        let press = Self.session(Photo(), width: 12, height: 1)
        #expect(press([]) == ["photo 100%"])
        #expect(press([.return]) == ["♥ photo 100%"])
        #expect(press([.space, .leftArrow, .escape]) == ["photo 100%"])
    }

    @Test("highPriorityGesture takes the row's Return; simultaneousGesture sees the item's too")
    func priorities() {
        let press = Self.session(Rows(), width: 20, height: 5)
        // Focus stops: the high-priority row, the row's text, the simultaneous item, the item's text.
        #expect(press([.tab, .return]) == ["row", "", "item", "", "high"])
        #expect(press([.tab, .tab, .return]) == ["row", "", "item", "", "high,item,also"])
    }
}
