import Foundation
import Testing
@testable import TerminalLayout

/// SwiftUI's appearance, text and system-chrome modifiers (APR1), written in
/// SwiftUI's spelling: each compiles, and where it draws nothing different
/// the layout is the plain view's — the same frames and the same drawn
/// views (an environment modifier's own node aside) — and the same text.
struct AppearanceModifiersTests {
    static let screen = ProposedViewSize(width: 30, height: 8)

    static func base() -> some View {
        HStack { Text("ab").id("t"); Color.red.frame(width: 3, height: 2).id("c") }
    }

    nonisolated(unsafe) static let modified: [(String, AnyView)] = [
        ("colorInvert", AnyView(base().colorInvert())),
        ("colorMultiply", AnyView(base().colorMultiply(.blue))),
        ("luminanceToAlpha", AnyView(base().luminanceToAlpha())),
        ("hueRotation", AnyView(base().hueRotation(.degrees(90)))),
        ("accentColor", AnyView(base().accentColor(.green))),
        ("accentColor nil", AnyView(base().accentColor(nil))),
        ("fontWidth", AnyView(base().fontWidth(.condensed).fontWidth(nil))),
        ("font width and leading", AnyView(base().font(.body.width(.expanded).leading(.loose))
            .font(.title.width(Font.Width(0.1)).leading(.tight)).font(.caption.width(.compressed).leading(.standard))
            .font(.body.width(.standard)))),
        ("textScale", AnyView(base().textScale(.secondary).textScale(.default, isEnabled: false))),
        ("small caps and digits", AnyView(base().font(.body.smallCaps()).font(.caption.lowercaseSmallCaps())
            .font(.title.uppercaseSmallCaps().monospacedDigit()).font(.body.monospacedDigit()))),
        ("underline", AnyView(base().underline().underline(true, pattern: .dash, color: .red).underline(false, color: .blue))),
        ("strikethrough", AnyView(base().strikethrough(pattern: .dot).strikethrough(true, pattern: .dashDot)
            .strikethrough(true, pattern: .dashDotDot, color: nil).strikethrough(pattern: .solid))),
        ("typesettingLanguage", AnyView(base().typesettingLanguage(Locale.Language(identifier: "ja"))
            .typesettingLanguage(.init(identifier: "en"), isEnabled: false))),
        ("headerProminence", AnyView(base().headerProminence(.increased).headerProminence(.standard))),
        ("invalidatableContent", AnyView(base().invalidatableContent().invalidatableContent(false))),
        ("widgetAccentable", AnyView(base().widgetAccentable().widgetAccentable(false))),
        ("speech", AnyView(base().speechAnnouncementsQueued().speechAlwaysIncludesPunctuation()
            .speechSpellsOutCharacters(false).speechAdjustedPitch(-0.5))),
        ("status bar", AnyView(base().statusBarHidden().statusBarHidden(false).statusBar(hidden: true))),
        ("persistentSystemOverlays", AnyView(base().persistentSystemOverlays(.hidden).persistentSystemOverlays(.automatic))),
        ("sizeCategory", AnyView(base().environment(\.sizeCategory, .accessibilityExtraLarge))),
        ("buttonBorderShape", AnyView(base().buttonBorderShape(.capsule).buttonBorderShape(.roundedRectangle(radius: 0))
            .buttonBorderShape(.roundedRectangle).buttonBorderShape(.circle).buttonBorderShape(.automatic))),
        ("listItemTint", AnyView(base().listItemTint(.fixed(.red)).listItemTint(.preferred(.blue)).listItemTint(.monochrome)
            .listItemTint(Color.green).listItemTint(nil as ListItemTint?))),
        ("badgeProminence", AnyView(base().badgeProminence(.increased).badgeProminence(.decreased).badgeProminence(.standard))),
        ("labelsVisibility", AnyView(base().labelsVisibility(.hidden).labelsVisibility(.visible).labelsVisibility(.automatic))),
        ("hoverEffect", AnyView(base().hoverEffect().hoverEffect(.highlight).hoverEffect(.lift, isEnabled: false)
            .hoverEffect(.automatic))),
        ("onContinuousHover", AnyView(base().onContinuousHover { _ in }.onContinuousHover(coordinateSpace: .global) { _ in }
            .onContinuousHover(coordinateSpace: .named("s")) { phase in if case .active(let p) = phase { _ = p.x } }
            .onContinuousHover(coordinateSpace: CoordinateSpace.local) { _ in })),
        ("contentShape with kinds", AnyView(base().contentShape(.interaction, Rectangle())
            .contentShape([.dragPreview, .contextMenuPreview], RoundedRectangle(cornerRadius: 2), eoFill: true)
            .contentShape(.hoverEffect, Circle()).contentShape([.focusEffect, .accessibility], Capsule()))),
        ("menuOrder", AnyView(base().menuOrder(.priority).menuOrder(.fixed).menuOrder(.automatic))),
        ("scrollClipDisabled", AnyView(base().scrollClipDisabled().scrollClipDisabled(false))),
    ]

    /// The frames and kinds of the placements that draw something, in order.
    static func drawn(_ result: LayoutResult) -> (frames: [CGRect], kinds: [ViewPlacement.Kind]) {
        let shown = result.placements.filter {
            switch $0.kind {
            case .modifier, .container: return false
            default: return true
            }
        }
        return (shown.map(\.frame), shown.map(\.kind))
    }

    @Test("Drawn as the plain view: the same frames, views and text", arguments: modified.indices)
    func layoutUnchanged(_ index: Int) {
        let (name, view) = Self.modified[index]
        let plain = ViewGraph(AnyView(Self.base())).layout(proposal: Self.screen)
        let affected = ViewGraph(view).layout(proposal: Self.screen)
        #expect(Self.drawn(affected).frames == Self.drawn(plain).frames, "\(name)")
        #expect(Self.drawn(affected).kinds == Self.drawn(plain).kinds, "\(name)")
        #expect(textFrame(affected, width: 30, height: 8) == textFrame(plain, width: 30, height: 8), "\(name)")
        #expect(textFrame(plain, width: 30, height: 8).first == "ab", "\(name)")
    }

    nonisolated(unsafe) static let texts: [(String, Text)] = [
        ("fontWidth", Text("one two").fontWidth(.expanded)),
        ("textScale", Text("one two").textScale(.secondary)),
        ("underline with a pattern", Text("one two").underline(pattern: .dot, color: .red)),
        ("strikethrough with a pattern", Text("one two").strikethrough(true, pattern: .dash)),
        ("old underline and strikethrough", Text("one two").underline().strikethrough(color: .blue)),
        ("speech", Text("one two").speechAnnouncementsQueued().speechAlwaysIncludesPunctuation(true)
            .speechSpellsOutCharacters().speechAdjustedPitch(0.5)),
        ("joined", Text("one").fontWidth(nil) + Text(" two").textScale(.default, isEnabled: true)),
    ]

    @Test("Text's own forms return Text, wrapped and drawn as the plain text", arguments: texts.indices)
    func textForms(_ index: Int) {
        let (name, text) = Self.texts[index]
        #expect(textFrame(text.frame(width: 4), width: 4, height: 3) == ["one", "two", ""], "\(name)")
    }

    @Test("Text.LineStyle: a pattern and a colour; .single is solid with no colour")
    func lineStyle() {
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
        #expect(Text.LineStyle() == .single)
        #expect(Text.LineStyle(pattern: .dash) != .single)
        #expect(Text.LineStyle(color: .red) != .single)
        let patterns: [Text.LineStyle.Pattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
        #expect(Set(patterns).count == 5)
    }

    @Test("Font.Width's values: narrower below 0, wider above; width and leading keep the font's look",
          arguments: [(Font.Width.compressed, -0.3), (.condensed, -0.2), (.standard, 0), (.expanded, 0.2), (Font.Width(0.05), 0.05)])
    func fontWidth(_ width: Font.Width, _ value: CGFloat) {
        #expect(width.value == value)
        #expect(Font.title.width(width).isBold && !Font.caption.width(width).isBold && Font.caption.width(width).isDim)
        #expect(Font.headline.leading(.tight) == .headline && Font.body.width(width) == .body)
    }

    @Test("Small capitals and digits keep the font: the same font, bold or dim as it was (FNT1)",
          arguments: [Font.body, .headline, .caption, .system(size: 12, weight: .light)])
    func smallCaps(_ font: Font) {
        for changed in [font.smallCaps(), font.lowercaseSmallCaps(), font.uppercaseSmallCaps(), font.monospacedDigit()] {
            #expect(changed == font && changed.isBold == font.isBold && changed.isDim == font.isDim)
        }
    }
}
