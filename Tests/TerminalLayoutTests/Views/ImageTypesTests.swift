import Testing
@testable import TerminalLayout

/// `Image.Orientation`, `Image.DynamicRange` with `allowedDynamicRange(_:)`
/// in the environment, and the `ImageResource` forms of `Label` and
/// `Button` (IMG4).
struct ImageTypesTests {
    @Test("Image.Orientation: SwiftUI's eight cases, raw values 0…7 in order")
    func orientation() {
        #expect(Image.Orientation.allCases == [.up, .upMirrored, .down, .downMirrored, .left, .leftMirrored, .right,
                                               .rightMirrored])
        #expect(Image.Orientation.allCases.map(\.rawValue) == Array(0...7))
        #expect(Image.Orientation(rawValue: 3) == .downMirrored)
        #expect(Image.Orientation(rawValue: 8) == nil)
    }

    /// Shows the allowed dynamic range in the environment.
    struct RangeReader: View {
        @Environment(\.allowedDynamicRange) var range
        var body: some View {
            switch range {
            case nil: Text("nil")
            case .standard?: Text("standard")
            case .constrainedHigh?: Text("constrainedHigh")
            case .high?: Text("high")
            default: Text("other")
            }
        }
    }

    @Test("allowedDynamicRange(_:) sets the environment value (nil by default) and changes no layout",
          arguments: [(Image.DynamicRange?.none, "nil"), (.standard, "standard"), (.constrainedHigh, "constrainedHigh"),
                      (.high, "high")])
    func dynamicRange(_ range: Image.DynamicRange?, _ shown: String) {
        #expect(EnvironmentValues().allowedDynamicRange == nil)
        #expect(textFrame(RangeReader().allowedDynamicRange(range), width: 16, height: 1) == [shown])
        let result = ViewGraph(Image(systemName: "sun.max").allowedDynamicRange(range).id("i"))
            .layout(proposal: ProposedViewSize(width: 5, height: 5))
        #expect(result.frame(for: "i") == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("The dynamic ranges are three distinct values")
    func dynamicRangesDiffer() {
        #expect(Set([Image.DynamicRange.standard, .constrainedHigh, .high]).count == 3)
    }

    @Test("Label(_:image: ImageResource): the resource's glyph, a space, the title", arguments: [
        ("logo", "Logo", "□ Logo"),
        ("star.fill", "Favourites", "★ Favourites"),
    ])
    func labelWithResource(_ name: String, _ title: String, _ line: String) {
        let label = Label(title, image: ImageResource(name: name, bundle: .main))
        #expect(textFrame(label, width: 20, height: 1) == [line])
        #expect(textFrame(label, width: 20, height: 1) == textFrame(Label(title, image: name), width: 20, height: 1))
    }

    @Test("Button(_:image:action:) draws as Button(_:systemImage:action:) with the same name; the key and string forms agree",
          arguments: [("plus", "Add"), ("checkmark", "Done")])
    func buttonWithResource(_ name: String, _ title: String) {
        let resource = ImageResource(name: name, bundle: .main)
        let keyed = Button(LocalizedStringKey(stringLiteral: title), image: resource) {}
        let string = Button(String(title), image: resource) {}
        let expected = textFrame(Button(String(title), systemImage: name) {}, width: 12, height: 3)
        #expect(textFrame(keyed, width: 12, height: 3) == expected)
        #expect(textFrame(string, width: 12, height: 3) == expected)
    }

    @Test("Button(_:image:role:action:) with .destructive draws red; Return runs the action")
    func buttonWithResourceAndRole() {
        var ran = 0
        let resource = ImageResource(name: "trash", bundle: .main)
        let result = lay(Button("Delete", image: resource, role: .destructive) { ran += 1 }, 14, 3)
        let colours = result.placements.compactMap { if case .text(let t) = $0.kind { t.foreground } else { nil } }
        #expect(colours == [.red, .red])
        let screen = KeyedScreen(Button(String("Delete"), image: resource, role: .destructive) { ran += 1 },
                                 width: 14, height: 3)
        screen.press(.tab)
        screen.press(.return)
        #expect(ran == 1)
    }
}
