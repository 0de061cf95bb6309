import Testing
@testable import TerminalLayout

/// Symbol effects (SYM1): accepted with the layout unchanged; an active disappear (an
/// inactive appear) hides the symbol images under it.
@MainActor
struct SymbolEffectTests {
    /// `a`, the wifi symbol (`≋`) with `effect` applied by `name`, `b`: its frames and text.
    static func row(_ name: String?) -> (CGRect?, [String]) {
        let image = Image(systemName: "wifi")
        let styled: AnyView = switch name {
        case "bounce": AnyView(image.symbolEffect(.bounce))
        case "bounce.up.byLayer": AnyView(image.symbolEffect(.bounce.up.byLayer, options: .repeat(3), value: 1))
        case "pulse.wholeSymbol": AnyView(image.symbolEffect(.pulse.wholeSymbol, options: .repeating))
        case "variableColor": AnyView(image.symbolEffect(.variableColor.iterative.reversing))
        case "scale.up": AnyView(image.symbolEffect(.scale.up, isActive: true))
        case "wiggle": AnyView(image.symbolEffect(.wiggle.custom(angle: .degrees(30)), value: "x"))
        case "breathe": AnyView(image.symbolEffect(.breathe.pulse, options: .repeat(.continuous)))
        case "rotate": AnyView(image.symbolEffect(.rotate.counterClockwise, options: .speed(2), isActive: false))
        case "appear": AnyView(image.symbolEffect(.appear.down))
        case "disappear (inactive)": AnyView(image.symbolEffect(.disappear, isActive: false))
        case "removed": AnyView(image.symbolEffectsRemoved())
        default: AnyView(image)
        }
        let view = HStack(spacing: 1) { Text("a"); styled.id("i"); Text("b") }
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 1))
        return (result.frame(for: "i"), textFrame(result, width: 10, height: 1))
    }

    @Test("An effect leaves the layout and the drawing as they are",
          arguments: ["bounce", "bounce.up.byLayer", "pulse.wholeSymbol", "variableColor", "scale.up", "wiggle",
                      "breathe", "rotate", "appear", "disappear (inactive)", "removed"])
    func unchanged(_ effect: String) {
        let (frame, text) = Self.row(effect)
        #expect(frame == CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(text == ["a ≋ b"])
        let plain = Self.row(nil)
        #expect(frame == plain.0 && text == plain.1)
    }

    @Test("Appear and disappear: the symbol keeps its cell and is drawn only when it shows",
          arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, true)])
    func appearDisappear(appear: Bool, isActive: Bool, shown: Bool) {
        let image = Image(systemName: "wifi")
        let styled = appear ? AnyView(image.symbolEffect(.appear, isActive: isActive))
                            : AnyView(image.symbolEffect(.disappear.down, isActive: isActive))
        let result = ViewGraph(HStack(spacing: 1) { Text("a"); styled.id("i"); Text("b") })
            .layout(proposal: ProposedViewSize(width: 10, height: 1))
        #expect(result.frame(for: "i") == CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(textFrame(result, width: 10, height: 1) == [shown ? "a ≋ b" : "a   b"])
    }

    @Test("Draw on and draw off (iOS 26) show and hide as appear and disappear",
          arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, true)])
    func drawOnDrawOff(drawOn: Bool, isActive: Bool, shown: Bool) {
        let image = Image(systemName: "wifi")
        let styled = drawOn ? AnyView(image.symbolEffect(.drawOn.individually, isActive: isActive))
                            : AnyView(image.symbolEffect(.drawOff.nonReversed, isActive: isActive))
        #expect(textFrame(HStack(spacing: 1) { Text("a"); styled; Text("b") }, width: 10, height: 1)
                == [shown ? "a ≋ b" : "a   b"])
        #expect(DrawOnSymbolEffect.drawOn.byLayer.configuration.description == "drawOn.byLayer")
        #expect(DrawOffSymbolEffect.drawOff.nonReversed.wholeSymbol.configuration.description == "drawOff.wholeSymbol.nonReversed")
    }

    @Test("A symbol effect transition draws the view as it is (TRN1)", arguments: [0, 1, 2])
    func symbolEffectTransition(_ which: Int) {
        let image = Image(systemName: "wifi")
        let view: AnyView = switch which {
        case 0: AnyView(image.transition(.symbolEffect(.drawOn.individually)))
        case 1: AnyView(image.transition(.symbolEffect(.appear, options: .nonRepeating)))
        default: AnyView(image.transition(.symbolEffect))
        }
        #expect(textFrame(HStack(spacing: 1) { Text("a"); view; Text("b") }, width: 10, height: 1) == ["a ≋ b"])
    }

    @Test("A disappear on a label hides its icon, not its title; other effects inside keep it hidden",
          arguments: [true, false])
    func label(isActive: Bool) {
        let drawn = textFrame(Label("Muted", systemImage: "bell")
            .symbolEffect(.pulse)
            .symbolEffect(.disappear, isActive: isActive), width: 12, height: 1)
        #expect(drawn == [isActive ? "  Muted" : "♪ Muted"])
    }

    @Test("symbolEffectsRemoved drops the effects from outside, not those it contains",
          arguments: [(true, false, true), (false, false, false), (true, true, false)])
    func removed(isEnabled: Bool, innerDisappear: Bool, shown: Bool) {
        let image = Image(systemName: "wifi")
        let inner = innerDisappear ? AnyView(image.symbolEffect(.disappear)) : AnyView(image)
        let drawn = textFrame(HStack { inner }
            .symbolEffectsRemoved(isEnabled)
            .symbolEffect(.disappear), width: 5, height: 1)
        #expect(drawn == [shown ? "≋" : ""])
    }

    @Test("The nearest appear or disappear decides", arguments: [(true, "≋"), (false, "")])
    func nearest(innerActive: Bool, drawn: String) {
        let view = Image(systemName: "wifi")
            .symbolEffect(.appear, isActive: innerActive)
            .symbolEffect(.disappear, isActive: true)
        #expect(textFrame(view, width: 5, height: 1) == [drawn])
    }

    @Test("An image from a catalogue name is no symbol: an effect does not hide it")
    func catalogueImage() {
        #expect(textFrame(Image("photo").symbolEffect(.disappear), width: 5, height: 1) == ["□"])
    }

    @Test("Configurations: chained modifiers in any order, the later of one kind wins")
    func configurations() {
        #expect(BounceSymbolEffect.bounce.up.byLayer == .bounce.byLayer.up)
        #expect(BounceSymbolEffect.bounce.up != .bounce.down)
        #expect(BounceSymbolEffect.bounce.up.down == .bounce.down)
        #expect(BounceSymbolEffect.bounce.byLayer.up.configuration.description == "bounce.up.byLayer")
        #expect(VariableColorSymbolEffect.variableColor.iterative.reversing.dimInactiveLayers.configuration.description
                == "variableColor.iterative.reversing.dimInactiveLayers")
        #expect(ReplaceSymbolEffect.downUp == .replace.downUp)
        #expect(ReplaceSymbolEffect.replace.magic(fallback: .replace.upUp).configuration.description
                == "magicReplace.replace.upUp")
        #expect(WiggleSymbolEffect.wiggle.custom(angle: .degrees(45)) == .wiggle.custom(angle: 45))
        #expect(WiggleSymbolEffect.wiggle.custom(angle: 45) != .wiggle.custom(angle: 90))
        #expect(AppearSymbolEffect.appear.configuration != DisappearSymbolEffect.disappear.configuration)
    }

    @Test("Options: repetition and speed, set in any order")
    func options() {
        #expect(SymbolEffectOptions.repeat(3).speed(2) == .speed(2).repeat(3))
        #expect(SymbolEffectOptions.repeat(3) != .default)
        #expect(SymbolEffectOptions.repeating == SymbolEffectOptions.default.repeating)
        #expect(SymbolEffectOptions.repeating != .nonRepeating)
        #expect(SymbolEffectOptions.repeat(.periodic(2, delay: 1)) != .repeat(.periodic))
        #expect(SymbolEffectOptions.repeat(.continuous).nonRepeating == .nonRepeating)
        #expect(SymbolEffectOptions.speed(2).speed == 2)
    }
}
