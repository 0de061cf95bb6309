import Foundation
import Testing
@testable import TerminalLayout

// SwiftUI code written as an app writes it (after Apple's accessibility
// examples): it compiles unchanged, draws what it draws without the
// modifiers, and its adjustable and default actions answer keys (A11Y1–A11Y4).

/// Apple's adjustable rating: one element, a label and value, ↑ and ↓.
private struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(1...5, id: \.self) { index in
                Text(index <= rating ? "★" : "☆")
            }
        }
        .focusable()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) out of 5")
        .accessibilityHint(Text("Swipe up or down to change"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: if rating < 5 { rating += 1 }
            case .decrement: if rating > 1 { rating -= 1 }
            }
        }
    }
}

/// A card that acts as a button, with custom actions and content.
private struct RecipeCard: View {
    let recipe: String
    @Binding var opened: Int
    @State private var isFavourite = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @AccessibilityFocusState private var isCardFocused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(recipe)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h2)
            Text("25 min")
                .accessibilityLabel(Text("Cooking time: 25 minutes"))
            Text(isFavourite ? "♥" : "♡")
                .accessibilityHidden(true)
                .scaleEffect(reduceMotion ? 1 : 1.2)
        }
        .foregroundStyle(contrast == .increased ? Color.primary : Color.secondary)
        .focusable()
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityRemoveTraits(.isImage)
        .accessibilityValue(isFavourite ? "Favourite" : "Not favourite")
        .accessibilityInputLabels(["Recipe", "Dish"])
        .accessibilityCustomContent("Calories", "420 kcal")
        .accessibilityCustomContent(AccessibilityCustomContentKey("Servings", id: "servings"), Text("4"), importance: .high)
        .accessibilityAction { opened += 1 }
        .accessibilityAction(named: "Favourite") { isFavourite.toggle() }
        .accessibilityAction(named: Text("Share")) {}
        .accessibilityActions {
            Button("Delete") {}
            Button("Edit") {}
        }
        .accessibilityFocused($isCardFocused)
        .accessibilitySortPriority(1)
        .accessibilityIdentifier("recipe-card")
        .accessibilityShowsLargeContentViewer {
            Label(recipe, systemImage: "fork.knife")
        }
    }
}

/// A slider shown to assistive technology as a stepper, iOS 17's label form,
/// a labelled pair, and children of its own.
private struct Settings: View {
    @State private var volume = 0.5
    @Namespace private var namespace
    @AccessibilityFocusState private var field: String?

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: namespace)
                Text("\(Int(volume * 100))%")
                    .accessibilityLabeledPair(role: .content, id: "volume", in: namespace)
                    .accessibilityRepresentation {
                        Stepper("Volume", value: $volume, in: 0...1, step: 0.1)
                    }
                    .accessibilityFocused($field, equals: "volume")
            }
            Text("Chart")
                .accessibilityLabel { label in
                    label
                    Text("sales by month")
                }
                .accessibilityChildren {
                    HStack { Rectangle(); Rectangle() }
                }
                .accessibilityTextContentType(.spreadsheet)
                .accessibilityRespondsToUserInteraction()
                .accessibilityShowsLargeContentViewer()
                .accessibilityScrollAction { edge in _ = edge }
                .accessibilityZoomAction { action in _ = action.direction }
                .accessibilityAction(.escape) {}
                .accessibilityAction(.magicTap) {}
        }
    }
}

/// The three, the rating held in state.
private struct Screen: View {
    let opened: AccessibilitySwiftUICodeTests.Box
    @State private var rating = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            RatingView(rating: $rating)
            RecipeCard(recipe: "Pancakes", opened: Binding(get: { opened.count }, set: { opened.count = $0 }))
            Settings()
        }
    }
}

@MainActor
struct AccessibilitySwiftUICodeTests {
    final class Box { var count = 0 }

    @Test("The screen draws as written; Tab reaches the rating, arrows adjust it, Tab and Return open the card", arguments: [
        ("", 3, 0), ("\t↑", 4, 0), ("\t↑↑↑", 5, 0), ("\t↓↓↓", 1, 0), ("↑", 3, 0), ("\t\t\r", 3, 1), ("\t\t↑", 3, 0),
        ("\t\r", 3, 0),
    ])
    func screen(keys: String, rating: Int, opened: Int) {
        let box = Box()
        let graph = ViewGraph(Screen(opened: box))
        let focus = FocusSystem(graph: graph)
        for key in keys {
            let equivalent: KeyEquivalent = switch key {
            case "\t": .tab
            case "\r": .return
            case "↑": .upArrow
            default: .downArrow
            }
            _ = focus.handle(KeyPress(key: equivalent))
            _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 12))
        }
        #expect(box.count == opened)
        let frame = textFrame(graph.layout(proposal: ProposedViewSize(width: 20, height: 12)), width: 20, height: 12)
        #expect(frame.filter { !$0.isEmpty } == [
            String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating),
            "Pancakes", "25 min", "♡", "Volume 50%", "Chart",
        ])
    }
}
