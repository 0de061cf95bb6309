import Testing
@testable import TerminalLayout

/// The `Image` modifiers (IMG4): each returns an `Image`, chainable in
/// SwiftUI's order; layout is unchanged by all but `resizable`; rendering
/// mode decides the glyph's colour; `.tile` repeats the glyph.
struct ImageModifierTests {
    /// `Image(systemName: "gear")` with a modifier, by name; `resizable`
    /// first when `resizable` is set.
    static func image(_ modifier: String, resizable: Bool) -> Image {
        let gear = resizable ? Image(systemName: "gear").resizable() : Image(systemName: "gear")
        switch modifier {
        case "renderingMode(.template)": return gear.renderingMode(.template)
        case "renderingMode(.original)": return gear.renderingMode(.original)
        case "renderingMode(nil)": return gear.renderingMode(nil)
        case "interpolation(.none)": return gear.interpolation(.none)
        case "interpolation(.high)": return gear.interpolation(.high)
        case "antialiased(true)": return gear.antialiased(true)
        case "antialiased(false)": return gear.antialiased(false)
        case "allowedDynamicRange(.high)": return gear.allowedDynamicRange(.high)
        case "allowedDynamicRange(nil)": return gear.allowedDynamicRange(nil)
        case "symbolRenderingMode(.multicolor)": return gear.symbolRenderingMode(.multicolor)
        default: return gear
        }
    }

    static let modifiers = ["none", "renderingMode(.template)", "renderingMode(.original)", "renderingMode(nil)",
                            "interpolation(.none)", "interpolation(.high)", "antialiased(true)", "antialiased(false)",
                            "allowedDynamicRange(.high)", "allowedDynamicRange(nil)", "symbolRenderingMode(.multicolor)"]

    @Test("A modifier leaves the frame as it is: one cell, or the 10 × 5 proposal when resizable",
          arguments: modifiers, [false, true])
    func frameUnchanged(_ modifier: String, _ resizable: Bool) {
        let result = ViewGraph(Self.image(modifier, resizable: resizable).id("i"))
            .layout(proposal: ProposedViewSize(width: 10, height: 5))
        let expected = resizable ? CGRect(x: 0, y: 0, width: 10, height: 5) : CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(result.frame(for: "i") == expected)
        #expect(textFrame(Self.image(modifier, resizable: resizable), width: 10, height: 2) == ["⚙", ""])
    }

    @Test("resizable(capInsets:resizingMode:) with .stretch is resizable(): equal images, the same frame",
          arguments: [EdgeInsets(), EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1),
                      EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 0)])
    func capInsets(_ insets: EdgeInsets) {
        let image = Image("x").resizable(capInsets: insets, resizingMode: .stretch)
        #expect(image == Image("x").resizable())
        #expect(Image("x").resizable(capInsets: insets) == Image("x").resizable())
        let result = ViewGraph(image.id("i")).layout(proposal: ProposedViewSize(width: 7, height: 3))
        #expect(result.frame(for: "i") == CGRect(x: 0, y: 0, width: 7, height: 3))
    }

    @Test("The modifiers that change nothing in cells return an equal Image; the chain reads as SwiftUI's")
    func chain() {
        let chained: Image = Image("x").renderingMode(.template).resizable().interpolation(.none).antialiased(false)
            .allowedDynamicRange(.constrainedHigh)
        #expect(chained == Image("x").renderingMode(.template).resizable())
        #expect(chained != Image("x").renderingMode(.original).resizable())
        #expect(chained != Image("x").renderingMode(.template))
        // Fit to the glyph's 1:1 ratio inside 10 × 5: a 5 × 5 square.
        let fitted = ViewGraph(chained.aspectRatio(contentMode: .fit).id("i"))
            .layout(proposal: ProposedViewSize(width: 10, height: 5))
        #expect(fitted.frame(for: "i")?.size == CGSize(width: 5, height: 5))
    }

    @Test("Rendering mode: a template (and an image without a mode) is drawn in the foreground colour, .original in the terminal's",
          arguments: [(nil, Color.green, Color?.some(.green)), (.template, .green, .green), (.original, .green, nil),
                      (nil, .red, .red), (.original, .red, nil)] as [(Image.TemplateRenderingMode?, Color, Color?)])
    func renderingModeColour(_ mode: Image.TemplateRenderingMode?, _ foreground: Color, _ drawn: Color?) {
        for name in ["checkmark", "unknown"] {
            let colored = ViewGraph(Image(systemName: name).renderingMode(mode).foregroundColor(foreground).id("i"))
                .layout(proposal: ProposedViewSize(width: 5, height: 1))
            let styled = ViewGraph(Image(name).renderingMode(mode).foregroundStyle(foreground).id("i"))
                .layout(proposal: ProposedViewSize(width: 5, height: 1))
            let glyph = Image.glyph(forSystemName: name)
            #expect(colored.placement(for: "i")?.kind == .text(TextPlacement(lines: [glyph], foreground: drawn)))
            #expect(styled.placement(for: "i")?.kind == .text(TextPlacement(lines: [glyph], foreground: drawn)))
        }
    }

    @Test("The last renderingMode wins", arguments: [
        (Image.TemplateRenderingMode.original, Image.TemplateRenderingMode.template, Color?.some(.blue)),
        (.template, .original, nil),
    ])
    func lastRenderingModeWins(_ first: Image.TemplateRenderingMode, _ second: Image.TemplateRenderingMode, _ drawn: Color?) {
        let result = ViewGraph(Image(systemName: "star").renderingMode(first).renderingMode(second)
            .foregroundColor(.blue).id("i")).layout(proposal: ProposedViewSize(width: 5, height: 1))
        #expect(result.placement(for: "i")?.kind == .text(TextPlacement(lines: ["☆"], foreground: drawn)))
    }

    @Test(".tile repeats the glyph over the frame; .stretch draws it once at the top-leading cell", arguments: [
        (Image.ResizingMode.tile, 4, 2, ["★★★★", "★★★★", ""]),
        (.tile, 1, 1, ["★", "", ""]),
        (.tile, 5, 3, ["★★★★★", "★★★★★", "★★★★★"]),
        (.tile, 0, 2, ["", "", ""]),
        (.stretch, 4, 2, ["★", "", ""]),
    ])
    func tiling(_ mode: Image.ResizingMode, _ width: Int, _ height: Int, _ rows: [String]) {
        let view = Image(systemName: "star.fill").resizable(resizingMode: mode)
            .frame(width: CGFloat(width), height: CGFloat(height))
        #expect(textFrame(view, width: 5, height: 3) == rows)
    }

    @Test("A tiled image keeps its colour and is never resized by the tiling: its frame is the proposal")
    func tiledColourAndFrame() {
        let result = ViewGraph(Image(systemName: "heart.fill").resizable(resizingMode: .tile).foregroundColor(.red).id("i"))
            .layout(proposal: ProposedViewSize(width: 3, height: 2))
        #expect(result.frame(for: "i") == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(result.placement(for: "i")?.kind == .text(TextPlacement(lines: ["♥♥♥", "♥♥♥"], foreground: .red)))
    }
}
