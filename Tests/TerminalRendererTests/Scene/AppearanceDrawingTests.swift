import Testing
import TerminalLayout
import TerminalRenderer

/// What the appearance modifiers draw (APR1): a button's border shape,
/// `accentColor` as the tint, labels hidden or shown; and the colour filters
/// (`colorInvert`, `colorMultiply`, …) drawing the cells as they are.
struct AppearanceDrawingTests {
    static func draw(_ view: some View, focused: Bool = false, width: Int = 10, height: Int = 3) -> Canvas {
        let graph = ViewGraph(view)
        if focused { FocusSystem(graph: graph).moveFocus(forward: true) }
        let result = graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
        return PlacementRenderer().render(result, width: width, height: height)
    }

    static let rounded = ["╭──────╮  ", "│ Save │  ", "╰──────╯  "]
    static let square = ["┌──────┐  ", "│ Save │  ", "└──────┘  "]

    @Test("A rounded rectangle under one cell's radius has square corners; every other shape round ones",
          arguments: [(ButtonBorderShape.automatic, false), (.capsule, false), (.circle, false), (.roundedRectangle, false),
                      (.roundedRectangle(radius: 0), true), (.roundedRectangle(radius: 0.5), true),
                      (.roundedRectangle(radius: 1), false), (.roundedRectangle(radius: 8), false)])
    func borderShape(_ shape: ButtonBorderShape, _ square: Bool) {
        for focused in [false, true] {
            let canvas = Self.draw(Button("Save") {}.buttonBorderShape(shape), focused: focused)
            #expect(canvas.lines == (square ? Self.square : Self.rounded))
        }
    }

    @Test("Glass buttons (iOS 26) are drawn in the bordered box (GLS1)", arguments: [0, 1, 2])
    func glassButtons(_ which: Int) {
        let button = [AnyView(Button("Save") {}.buttonStyle(.glass)), AnyView(Button("Save") {}.buttonStyle(.glassProminent)),
                      AnyView(Button("Save") {}.buttonStyle(.glass(.regular.tint(.blue))))][which]
        #expect(Self.draw(button).lines == Self.rounded)
    }

    @Test("The border shape reaches buttons in a container; the innermost wins")
    func borderShapeInherited() {
        let canvas = Self.draw(VStack(spacing: 0) {
            Button("Save") {}
            Button("Save") {}.buttonBorderShape(.capsule)
        }.buttonBorderShape(.roundedRectangle(radius: 0)), width: 10, height: 6)
        #expect(canvas.lines == Self.square + Self.rounded)
    }

    @Test("A square box keeps the focus colours: dim unfocused, the tint focused",
          arguments: [(false, TerminalColor.default, true), (true, .red, false)])
    func squareColours(_ focused: Bool, _ colour: TerminalColor, _ dim: Bool) {
        let canvas = Self.draw(Button("Save") {}.buttonBorderShape(.roundedRectangle(radius: 0)).tint(.red), focused: focused)
        for (x, y) in [(0, 0), (7, 0), (0, 1), (7, 2)] {
            #expect(canvas[x: x, y: y].style.foreground == colour)
            #expect(canvas[x: x, y: y].style.dim == dim)
        }
    }

    @Test("accentColor is the tint: a focused button's border in it, as tint(_:) draws it",
          arguments: [(Color.red, TerminalColor.red), (.green, .green), (.orange, .palette(208))])
    func accentColor(_ color: Color, _ expected: TerminalColor) {
        let accent = Self.draw(Button("Save") {}.accentColor(color), focused: true)
        let tint = Self.draw(Button("Save") {}.tint(color), focused: true)
        for (x, y) in [(0, 0), (7, 0), (0, 1), (7, 2), (3, 2)] {
            #expect(accent[x: x, y: y].style.foreground == expected)
            #expect(accent[x: x, y: y].style == tint[x: x, y: y].style)
        }
        let reset = Self.draw(Button("Save") {}.accentColor(nil).accentColor(color), focused: true)
        #expect(reset[x: 0, y: 0].style.foreground == .blue)
    }

    @Test("labelsVisibility: hidden hides a control's label, visible shows it under labelsHidden, automatic leaves it")
    func labelsVisibility() {
        func row(_ view: some View) -> String { Self.draw(view, width: 20, height: 1).lines[0] }
        let picker = ColorPicker("Ink", selection: .constant(.blue))
        #expect(row(picker) == "Ink ‹ ██ blue ›     ")
        #expect(row(picker.labelsVisibility(.hidden)) == "‹ ██ blue ›         ")
        #expect(row(picker.labelsVisibility(.visible).labelsHidden()) == "Ink ‹ ██ blue ›     ")
        #expect(row(picker.labelsVisibility(.automatic).labelsHidden()) == "‹ ██ blue ›         ")
        #expect(row(picker.labelsVisibility(.automatic)) == "Ink ‹ ██ blue ›     ")
    }

    static func scene() -> some View {
        VStack(spacing: 0) {
            Text("ab").foregroundStyle(.red)
            Color.blue.frame(width: 2, height: 1)
            Text("cd").foregroundStyle(.secondary)
            Color(red: 1, green: 0.5, blue: 0).frame(width: 2, height: 1)
        }
    }

    @Test("The colour filters draw every cell as the plain view: palette colours have no red, green and blue to filter",
          arguments: [0, 1, 2, 3])
    func colourFilters(_ filter: Int) {
        let plain = Self.draw(Self.scene(), width: 4, height: 4)
        let filtered = Self.draw(Group {
            switch filter {
            case 0: Self.scene().colorInvert()
            case 1: Self.scene().colorMultiply(.green)
            case 2: Self.scene().luminanceToAlpha()
            default: Self.scene().hueRotation(.degrees(180))
            }
        }, width: 4, height: 4)
        #expect(filtered.lines == plain.lines)
        for y in 0..<4 {
            for x in 0..<4 { #expect(filtered[x: x, y: y].style == plain[x: x, y: y].style, "(\(x), \(y))") }
        }
        #expect(plain[x: 0, y: 0].style.foreground == .red && plain[x: 0, y: 1].style.background == .blue)
        #expect(plain[x: 0, y: 2].style.dim && plain[x: 0, y: 3].style.background == .rgb(red: 255, green: 128, blue: 0))
    }
}
