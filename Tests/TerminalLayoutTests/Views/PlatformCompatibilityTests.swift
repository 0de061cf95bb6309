import Foundation
import Testing
@testable import TerminalLayout

/// Views and modifiers real code uses that a terminal draws in a simple
/// way (PLAT1, IMG3, FNT1, GroupBox's iOS 14 form): each as a hand-written
/// frame.
struct PlatformCompatibilityTests {
    static func text(_ view: some View, width: Int = 20, height: Int = 1) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))),
                  width: width, height: height)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        var testDescription: String { name }
    }

    /// Each draws exactly as `Text("a")`.
    static let accepted: [Case] = [
        Case(name: "text input") {
            AnyView(Text("a").textInputAutocapitalization(.never).autocorrectionDisabled().disableAutocorrection(true)
                .submitLabel(.done).submitLabel(.return))
        },
        Case(name: "sheets and URLs") {
            AnyView(Text("a").scrollDismissesKeyboard(.immediately).interactiveDismissDisabled().onOpenURL { _ in })
        },
        Case(name: "tab view style") { AnyView(Text("a").tabViewStyle(.page).tabViewStyle(.page(indexDisplayMode: .never))) },
        Case(name: "transitions") {
            AnyView(Text("a").navigationTransition(.automatic))
        },
        Case(name: "drawing and keyboard") {
            AnyView(Text("a").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0)).blendMode(.multiply)
                .keyboardType(.numberPad).listSectionSeparator(.hidden).listRowSeparatorTint(.red)
                .listSectionSeparatorTint(.accentColor, edges: .bottom))
        },
        Case(name: "fonts") {
            AnyView(Text("a").font(.custom("Menlo", size: 12)).font(.custom("Menlo", size: 12, relativeTo: .body))
                .font(.system(Font.TextStyle.body)).font(.system(.body, design: .rounded)))
        },
    ]

    @Test("Accepted, drawn unchanged", arguments: accepted)
    func drawnUnchanged(_ c: Case) {
        #expect(Self.text(c.view()) == ["a"])
    }

    @Test("A custom font relative to a style takes the style's weight; a headline is bold")
    func customRelative() {
        #expect(Font.custom("Menlo", size: 20, relativeTo: .headline) == .headline)
        #expect(Font.system(Font.TextStyle.largeTitle) == .largeTitle)
        #expect(Font.TextStyle.allCases.count == 11)
    }

    struct Scaled: View {
        @ScaledMetric var width: CGFloat = 4
        @ScaledMetric(relativeTo: .caption) var height: CGFloat = 2
        var body: some View { Color.gray.frame(width: width, height: height).id("box") }
    }

    @Test("A scaled metric is the value given (one text size)")
    func scaledMetric() {
        let result = ViewGraph(Scaled()).layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(result.frame(for: "box")?.size == CGSize(width: 4, height: 2))
    }

    @Test("An async image shows what it shows while loading: the placeholder glyph, its placeholder, its empty phase")
    func asyncImage() {
        let url = URL(string: "https://example.com/a.png")
        #expect(Self.text(AsyncImage(url: url)) == ["□"])
        #expect(Self.text(AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("loading") }) == ["loading"])
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("failed") } else { Text("…") }
        }
        #expect(Self.text(phased) == ["…"])
    }

    @Test("GroupBox(label:content:) draws as the content-label form")
    func groupBoxLabel() {
        let old = GroupBox(label: Text("Net")) { Text("up") }
        let new = GroupBox { Text("up") } label: { Text("Net") }
        #expect(Self.text(old, width: 10, height: 4) == Self.text(new, width: 10, height: 4))
        #expect(Self.text(old, width: 10, height: 4)[1].contains("Net"))
    }

    @Test("A long press is a tap: Return on the focused view performs it")
    func longPress() {
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let graph = ViewGraph(Text("a").onLongPressGesture { count.value += 1 })
        _ = graph.layout(proposal: ProposedViewSize(width: 5, height: 1))
        let focus = FocusSystem(graph: graph)
        focus.handle(KeyPress(key: .tab))
        focus.handle(KeyPress(key: .return))
        #expect(count.value == 1)
        // The iOS 13 form, `pressing:` first: the same tap, `pressing` never told.
        let pressed = Count()
        let old = ViewGraph(Text("a").onLongPressGesture(minimumDuration: 1, pressing: { _ in pressed.value += 1 }) {
            count.value += 10
        })
        _ = old.layout(proposal: ProposedViewSize(width: 5, height: 1))
        let oldFocus = FocusSystem(graph: old)
        oldFocus.handle(KeyPress(key: .tab))
        oldFocus.handle(KeyPress(key: .return))
        #expect(count.value == 11)
        #expect(pressed.value == 0)
    }

    @Test("A linear progress style's tint colours the bar")
    func progressTint() {
        let result = ViewGraph(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)))
            .layout(proposal: ProposedViewSize(width: 10, height: 1))
        let bars = result.placements.compactMap { p -> Color?? in if case .text(let t) = p.kind { return .some(t.foreground) } else { return nil } }
        #expect(bars == [.some(.red)])
    }

    @Test("A circular progress style's tint colours the circle, not the label")
    func circularProgressTint() {
        let result = ViewGraph(ProgressView("Load", value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .indigo)))
            .layout(proposal: ProposedViewSize(width: 10, height: 1))
        let texts = result.placements.compactMap { p -> String? in
            if case .text(let t) = p.kind { return "\(t.lines.joined()) \(t.foreground.map(String.init(describing:)) ?? "-")" } else { return nil }
        }
        #expect(texts == ["◑ indigo", "Load -"])
    }
}
