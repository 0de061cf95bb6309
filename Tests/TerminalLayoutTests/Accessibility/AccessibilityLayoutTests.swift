import Foundation
import Testing
@testable import TerminalLayout

/// A11Y1: no accessibility modifier changes layout or drawing — the size,
/// every placement's frame and kind and the text drawn are those of the
/// view without it, unfocused and focused.
@MainActor
struct AccessibilityLayoutTests {
    /// A card with a focusable button in it, for the modifiers to wrap.
    static func card() -> some View {
        VStack(alignment: .leading) {
            Text("Rating").bold()
            HStack { Text("★★☆"); Button("Rate") {} }
        }
        .padding(1)
    }


    nonisolated static let modifiers: [(String, @MainActor @Sendable (AnyView) -> AnyView)] = [
        ("none", { $0 }),
        ("label Text", { AnyView($0.accessibilityLabel(Text("Rating"))) }),
        ("label key", { AnyView($0.accessibilityLabel("Rating")) }),
        ("label String", { AnyView($0.accessibilityLabel(String("Rating"))) }),
        ("label content", { AnyView($0.accessibilityLabel { label in label; Text("2 of 3") }) }),
        ("value", { AnyView($0.accessibilityValue("2 of 3")) }),
        ("value Text", { AnyView($0.accessibilityValue(Text("2 of 3"))) }),
        ("hint", { AnyView($0.accessibilityHint("Adjusts the rating")) }),
        ("input labels", { AnyView($0.accessibilityInputLabels(["Rating", "Stars"])) }),
        ("hidden", { AnyView($0.accessibilityHidden(true)) }),
        ("identifier", { AnyView($0.accessibilityIdentifier("rating")) }),
        ("element ignore", { AnyView($0.accessibilityElement(children: .ignore)) }),
        ("element combine", { AnyView($0.accessibilityElement(children: .combine)) }),
        ("add traits", { AnyView($0.accessibilityAddTraits([.isButton, .isToggle, .isTabBar])) }),
        ("remove traits", { AnyView($0.accessibilityRemoveTraits(.isImage)) }),
        ("heading", { AnyView($0.accessibilityHeading(.h2)) }),
        ("sort priority", { AnyView($0.accessibilitySortPriority(2)) }),
        ("responds", { AnyView($0.accessibilityRespondsToUserInteraction()) }),
        ("large content", { AnyView($0.accessibilityShowsLargeContentViewer()) }),
        ("large content view", { AnyView($0.accessibilityShowsLargeContentViewer { Text("BIG") }) }),
        ("text content type", { AnyView($0.accessibilityTextContentType(.sourceCode)) }),
        ("labeled pair", { AnyView($0.accessibilityLabeledPair(role: .label, id: "r", in: Namespace().wrappedValue)) }),
        ("representation", { AnyView($0.accessibilityRepresentation { Slider(value: .constant(0.5)) }) }),
        ("children", { AnyView($0.accessibilityChildren { Text("child") }) }),
        ("custom content", { AnyView($0.accessibilityCustomContent("Votes", "12", importance: .high)) }),
        ("custom content key", { AnyView($0.accessibilityCustomContent(AccessibilityCustomContentKey("Votes"), Text("12"))) }),
        ("action default", { AnyView($0.accessibilityAction {}) }),
        ("action escape", { AnyView($0.accessibilityAction(.escape) {}) }),
        ("action named", { AnyView($0.accessibilityAction(named: "Share") {}) }),
        ("action label", { AnyView($0.accessibilityAction { } label: { Text("Share") }) }),
        ("actions", { AnyView($0.accessibilityActions { Button("Share") {} }) }),
        ("adjustable", { AnyView($0.accessibilityAdjustableAction { _ in }) }),
        ("scroll", { AnyView($0.accessibilityScrollAction { _ in }) }),
        ("zoom", { AnyView($0.accessibilityZoomAction { _ in }) }),
        ("focused", { AnyView($0.accessibilityFocused(AccessibilityFocusState<Bool>().projectedValue)) }),
    ]

    /// What is drawn: size, the frames, kinds and opacities of what is drawn
    /// (not the markers modifiers leave, which draw nothing), and the text.
    static func drawn(_ view: AnyView, focused: Bool) -> [String] {
        let graph = ViewGraph(VStack { view })
        if focused { _ = FocusSystem(graph: graph).moveFocus(forward: true) }
        let result = graph.layout(proposal: ProposedViewSize(width: 24, height: 8))
        return ["\(result.size)"]
            + result.placements.filter { if case .modifier = $0.kind { false } else { true } }
                .map { "\($0.frame) \($0.kind) \($0.opacity)" }
            + textFrame(result, width: 24, height: 8)
    }

    @Test("Each modifier leaves layout and drawing as they are (A11Y1)", arguments: modifiers.indices, [false, true])
    func unchanged(index: Int, focused: Bool) {
        let (name, modifier) = Self.modifiers[index]
        let plain = Self.drawn(AnyView(Self.card()), focused: focused)
        let modified = Self.drawn(modifier(AnyView(Self.card())), focused: focused)
        #expect(modified == plain, "\(name)")
        // The card is drawn, and the comparison sees a change that moves it.
        #expect(plain.contains { $0.contains("Rating") })
        #expect(Self.drawn(AnyView(Self.card().padding(.leading, 1)), focused: focused) != plain)
    }

    @Test("The button in the card is the one focus stop, with or without an action (A11Y2 adds none)", arguments: [false, true])
    func focusStops(withAction: Bool) {
        let view = withAction ? AnyView(Self.card().accessibilityAction {}) : AnyView(Self.card())
        let graph = ViewGraph(VStack { view })
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: ProposedViewSize(width: 24, height: 8))
        #expect(focus.moveFocus(forward: true))
        let first = focus.focusedFrame
        #expect(focus.moveFocus(forward: true))
        #expect(focus.focusedFrame == first)
    }
}
