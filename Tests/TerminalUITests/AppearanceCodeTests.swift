import Foundation
import Testing
import TerminalUI

/// SwiftUI code using the appearance and text modifiers of APR1, compiled
/// with `import TerminalUI` alone, as an app imports it, and drawn.
@MainActor
@Suite struct AppearanceCodeTests {
    struct Settings: View {
        @Environment(\.sizeCategory) var sizeCategory
        @Environment(\.headerProminence) var headerProminence

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(sizeCategory.isAccessibilityCategory ? "Large" : "Normal")
                    .font(.headline.width(.condensed).leading(.tight))
                    .underline(pattern: .dash, color: .red)
                    .strikethrough(false, pattern: .dot)
                    .textScale(.secondary)
                    .fontWidth(.expanded)
                    .typesettingLanguage(Locale.Language(identifier: "en"))
                    .speechSpellsOutCharacters()
                Text(headerProminence == .increased ? "Header+" : "Header")
                Button("Save") {}
                    .buttonBorderShape(.roundedRectangle(radius: 0))
                    .accentColor(.red)
                    .hoverEffect(.lift)
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let location): _ = location
                        case .ended: break
                        }
                    }
                    .contentShape(.interaction, Rectangle())
            }
            .colorInvert()
            .colorMultiply(.blue)
            .hueRotation(.degrees(30))
            .luminanceToAlpha()
            .labelsVisibility(.hidden)
            .badgeProminence(.increased)
            .listItemTint(.monochrome)
            .menuOrder(.fixed)
            .scrollClipDisabled()
            .statusBarHidden()
            .statusBar(hidden: true)
            .persistentSystemOverlays(.hidden)
            .invalidatableContent()
            .widgetAccentable()
        }
    }

    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: false).render(result, width: width, height: height).lines
    }

    @Test("The environment's values read by the view; the button's box with square corners")
    func drawn() {
        #expect(draw(Settings(), 8, 5) == ["Normal  ", "Header  ", "┌──────┐", "│ Save │", "└──────┘"])
        #expect(draw(Settings().environment(\.sizeCategory, .accessibilityLarge).headerProminence(.increased), 8, 5)
            == ["Large   ", "Header+ ", "┌──────┐", "│ Save │", "└──────┘"])
    }
}
