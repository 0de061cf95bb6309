import Testing
@testable import TerminalLayout

/// A style of one's own: the percentage, and whether there is a label.
private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text(configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" } ?? "?")
            if let label = configuration.label { label }
        }
    }
}

/// A style that decorates the one set outside it: `ProgressView(configuration)` between bars.
private struct Barred: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("|")
            ProgressView(configuration)
            Text("|")
        }
    }
}

/// `ProgressViewStyle`, `progressViewStyle(_:)` (PRG1).
struct ProgressViewStyleTests {
    @Test("circular: the completed quarters, rounded down, then the labels on the line; indeterminate ⋯",
          arguments: [(0.0, "○"), (0.24, "○"), (0.25, "◔"), (0.5, "◑"), (0.99, "◕"), (1.0, "●")])
    func circular(fraction: Double, glyph: String) {
        #expect(textFrame(ProgressView("Disk", value: fraction).progressViewStyle(.circular), width: 10, height: 1)
            == ["\(glyph) Disk"])
    }

    @Test("circular with a current value's label, and indeterminate")
    func circularLabels() {
        let view = ProgressView(value: 0.5) { Text("Disk") } currentValueLabel: { Text("50%") }
        #expect(textFrame(view.progressViewStyle(.circular), width: 12, height: 1) == ["◑ Disk 50%"])
        #expect(textFrame(ProgressView("Wait").progressViewStyle(.circular), width: 8, height: 1) == ["⋯ Wait"])
    }

    @Test("linear and automatic draw as the default: a bar as wide as offered",
          arguments: [("linear", true), ("automatic", false)])
    func linear(name: String, isLinear: Bool) {
        let view = ProgressView("Copy", value: 3, total: 4)
        let styled = isLinear ? AnyView(view.progressViewStyle(.linear)) : AnyView(view.progressViewStyle(.automatic))
        #expect(textFrame(styled, width: 8, height: 3) == ["Copy", "██████░░", ""], "\(name)")
    }

    @Test("A style of one's own gets the fraction and the labels; the innermost style wins")
    func custom() {
        #expect(textFrame(ProgressView("Disk", value: 0.4).progressViewStyle(Percent()), width: 10, height: 1) == ["40% Disk"])
        #expect(textFrame(ProgressView(), width: 10, height: 1, style: Percent()) == ["?"])
        let nested = VStack { ProgressView(value: 1).progressViewStyle(.circular) }.progressViewStyle(Percent())
        #expect(textFrame(nested, width: 4, height: 1) == ["●"])
    }
}

/// `ProgressView(configuration)` in a style's body (PRG1): drawn in the style set outside
/// that style — never in the style itself.
struct ProgressViewConfigurationTests {
    /// Progress views decorated by `Barred`, by the style set outside it.
    enum Outer: String, CaseIterable, CustomTestStringConvertible {
        case circular, ownStyle, indeterminate
        var testDescription: String { rawValue }

        var view: AnyView {
            switch self {
            case .circular: AnyView(ProgressView("Disk", value: 0.5).progressViewStyle(Barred()).progressViewStyle(.circular))
            case .ownStyle: AnyView(ProgressView("Disk", value: 0.5).progressViewStyle(Barred()).progressViewStyle(Percent()))
            case .indeterminate: AnyView(ProgressView("Wait").progressViewStyle(Barred()).progressViewStyle(.circular))
            }
        }
    }

    @Test("A decorating style draws the configuration in the outer style: circular, Percent, or the default bar",
          arguments: [(Outer.circular, "|◑ Disk|"), (.ownStyle, "|50% Disk|"), (.indeterminate, "|⋯ Wait|")])
    func decorates(_ outer: Outer, row: String) {
        #expect(textFrame(outer.view, width: 10, height: 1) == [row])
    }

    @Test("With no style outside, the default bar: the label, then the bar, between the bars, as wide as offered")
    func defaultInside() {
        // The HStack's middle is the linear progress view: "Copy" over a bar of 8 cells (3/4: 6
        // filled); each "|" is one row, centred on the two (the upper one).
        #expect(textFrame(ProgressView("Copy", value: 3, total: 4).progressViewStyle(Barred()), width: 10, height: 2)
            == ["|Copy    |", " ██████░░"])
    }

    @Test("The configuration's fraction and labels: the ones the progress view was made with")
    func fields() {
        var seen: ProgressViewStyleConfiguration?
        struct Spy: ProgressViewStyle {
            let record: (ProgressViewStyleConfiguration) -> Void
            func makeBody(configuration: Configuration) -> some View {
                record(configuration)
                return ProgressView(configuration)
            }
        }
        _ = textFrame(ProgressView(value: 0.25) { Text("L") } currentValueLabel: { Text("C") }
            .progressViewStyle(Spy { seen = $0 }), width: 10, height: 3)
        #expect(seen?.fractionCompleted == 0.25)
        #expect(seen?.label != nil && seen?.currentValueLabel != nil)
    }
}

/// `textFrame` of `view` drawn with `style` set around it.
private func textFrame<V: View, S: ProgressViewStyle>(_ view: V, width: Int, height: Int, style: S) -> [String] {
    textFrame(view.progressViewStyle(style), width: width, height: height)
}
