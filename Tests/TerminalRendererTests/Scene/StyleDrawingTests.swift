import Testing
import TerminalLayout
import TerminalRenderer

/// Shape styles drawn: each as one cell colour (STYLE1).
@Suite struct StyleDrawingTests {
    func draw<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer(metrics: .cells, useColor: true).render(result, width: width, height: height)
    }

    @Test("A background style fills the cells behind the text with its colour", arguments: [
        ("red", AnyShapeStyle(Color.red), TerminalColor.red),
        ("material: bright black", AnyShapeStyle(.thickMaterial), TerminalColor.ansi(8)),
        ("gradient: its middle stop", AnyShapeStyle(.linearGradient(colors: [.green, .yellow, .blue], startPoint: .top,
                                                                   endPoint: .bottom)), TerminalColor.yellow),
        ("tint: the accent colour", AnyShapeStyle(.tint), TerminalColor.blue),
    ])
    func backgrounds(_ name: String, style: AnyShapeStyle, expected: TerminalColor) {
        let canvas = draw(Text("ab").background(style), 2, 1)
        #expect(canvas.lines == ["ab"])
        #expect(canvas[x: 0, y: 0].style.background == expected)
        #expect(canvas[x: 1, y: 0].style.background == expected)
    }

    @Test func backgroundWithoutStyleDrawsTheBackgroundStyle() {
        let none = draw(Text("ab").background(), 2, 1)
        #expect(none[x: 0, y: 0].style.background == .default)
        let set = draw(Text("ab").background().backgroundStyle(.green), 2, 1)
        #expect(set[x: 0, y: 0].style.background == .green)
        let inShape = draw(Text("ab").padding(1).background(in: Rectangle()).backgroundStyle(Color.red), 4, 3)
        #expect(inShape.lines == ["┌──┐", "│ab│", "└──┘"])
        #expect(inShape[x: 1, y: 1].style.background == .red)
    }

    @Test func tintStyleFollowsTint() {
        let canvas = draw(Text("ab").foregroundStyle(.tint).tint(.red), 2, 1)
        #expect(canvas[x: 0, y: 0].style.foreground == .red)
    }

    @Test func hierarchicalLevelsOfAColourAreThatColourDim() {
        let canvas = draw(VStack(spacing: 0) { Text("a"); Text("b").foregroundStyle(.secondary) }.foregroundStyle(.red), 1, 2)
        #expect(canvas.lines == ["a", "b"])
        #expect(canvas[x: 0, y: 0].style.foreground == .red && !canvas[x: 0, y: 0].style.dim)
        #expect(canvas[x: 0, y: 1].style.foreground == .red && canvas[x: 0, y: 1].style.dim)
    }

    @Test func twoStylesAreThePrimaryAndSecondaryLevels() {
        let canvas = draw(VStack(spacing: 0) { Text("a"); Text("b").foregroundStyle(.secondary) }.foregroundStyle(.red, .green), 1, 2)
        #expect(canvas[x: 0, y: 0].style.foreground == .red)
        #expect(canvas[x: 0, y: 1].style.foreground == .green && !canvas[x: 0, y: 1].style.dim)
        // One style below resets the levels: secondary is that colour, dim.
        let reset = draw(VStack { Text("b").foregroundStyle(.secondary) }.foregroundStyle(.blue).foregroundStyle(.red, .green), 1, 1)
        #expect(reset[x: 0, y: 0].style.foreground == .blue && reset[x: 0, y: 0].style.dim)
    }

    @Test func strokeWithoutColourIsTheForegroundStyle() {
        let canvas = draw(Rectangle().stroke(lineWidth: 1).foregroundStyle(.green).frame(width: 3, height: 3), 3, 3)
        #expect(canvas.lines == ["┌─┐", "│ │", "└─┘"])
        #expect(canvas[x: 0, y: 0].style.foreground == .green)
        #expect(canvas[x: 1, y: 1].style.background == .default)
        let border = draw(Circle().strokeBorder(style: StrokeStyle(lineWidth: 2)).foregroundStyle(.red).frame(width: 3, height: 3), 3, 3)
        #expect(border.lines == ["╭─╮", "│ │", "╰─╯"])
        #expect(border[x: 2, y: 2].style.foreground == .red)
    }

    /// Shapes stroked, then filled or stroked again, by name.
    enum StrokeChain: String, CaseIterable, CustomTestStringConvertible {
        case strokeThenFill, strokeStyleThenFill, strokeTwice, strokeTwiceThenFill, fillThenStroke
        var testDescription: String { rawValue }

        var view: AnyView {
            switch self {
            case .strokeThenFill: AnyView(Rectangle().stroke(lineWidth: 1).fill(.red))
            case .strokeStyleThenFill: AnyView(Rectangle().stroke(style: StrokeStyle(lineWidth: 2)).fill(Color.blue))
            case .strokeTwice: AnyView(Rectangle().stroke().stroke(style: StrokeStyle(lineWidth: 3)).foregroundStyle(.green))
            case .strokeTwiceThenFill: AnyView(Rectangle().stroke().stroke(lineWidth: 2).fill(.yellow))
            case .fillThenStroke: AnyView(Rectangle().fill(.red).stroke(.green))
            }
        }
    }

    /// A stroke made without a style is a shape in SwiftUI (SHP6): filling it colours the
    /// outline, stroking it again draws the same outline; a filled shape stroked keeps both.
    @Test("A stroked shape filled or stroked again colours its outline", arguments: [
        (StrokeChain.strokeThenFill, TerminalColor.red, TerminalColor.default),
        (.strokeStyleThenFill, .blue, .default),
        (.strokeTwice, .green, .default),
        (.strokeTwiceThenFill, .yellow, .default),
        (.fillThenStroke, .green, .red),
    ])
    func strokedShapeChains(_ chain: StrokeChain, outline: TerminalColor, inside: TerminalColor) {
        let canvas = draw(chain.view.frame(width: 3, height: 3), 3, 3)
        #expect(canvas.lines == ["┌─┐", "│ │", "└─┘"])
        #expect(canvas[x: 0, y: 0].style.foreground == outline)
        #expect(canvas[x: 2, y: 2].style.foreground == outline)
        #expect(canvas[x: 1, y: 1].style.background == inside)
    }

    @Test func gradientAsAViewFillsLikeItsColour() {
        let gradient = draw(RadialGradient(colors: [.red, .cyan, .blue], center: .center, startRadius: 0, endRadius: 2), 2, 1)
        let color = draw(Color.cyan, 2, 1)
        #expect(gradient == color)
    }

    @Test func textForegroundStyleReturnsText() {
        let canvas = draw((Text("a").foregroundStyle(.tint) + Text("b")).tint(.green), 2, 1)
        #expect(canvas.lines == ["ab"])
        #expect(canvas[x: 0, y: 0].style.foreground == .green)
    }
}
