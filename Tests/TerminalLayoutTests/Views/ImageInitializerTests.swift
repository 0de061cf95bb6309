import Testing
@testable import TerminalLayout

/// SwiftUI's image initialisers (IMG1, IMG4): a catalogue name is the
/// placeholder `□` (or a symbol name's glyph), whatever bundle, label or
/// variable value; an `ImageResource` is its name; each image one cell.
struct ImageInitializerTests {
    /// The images of the table, by the initialiser they use.
    static func image(_ name: String) -> Image {
        switch name {
        case "systemName:variableValue:": Image(systemName: "wifi", variableValue: 0.5)
        case "systemName:variableValue: nil": Image(systemName: "star.fill", variableValue: nil)
        case "_:bundle:": Image("photo", bundle: nil)
        case "_:bundle: symbol name": Image("star.fill", bundle: .main)
        case "_:bundle:label:": Image("photo", label: Text("Photo"))
        case "_:bundle:label: bundle": Image("gear", bundle: .main, label: Text("Settings"))
        case "decorative:": Image(decorative: "photo")
        case "decorative:bundle:": Image(decorative: "gear", bundle: .main)
        case "_:variableValue:bundle:": Image("photo", variableValue: 0.3)
        case "_:variableValue:bundle:label:": Image("checkmark", variableValue: 0.3, bundle: nil, label: Text("Done"))
        case "decorative:variableValue:bundle:": Image(decorative: "heart.fill", variableValue: nil)
        case "resource": Image(ImageResource(name: "logo", bundle: .main))
        case "resource symbol name": Image(ImageResource(name: "checkmark", bundle: .main))
        default: Image(systemName: name)
        }
    }

    @Test("Each initialiser draws its glyph in one cell at the top-leading corner", arguments: [
        ("systemName:variableValue:", "≋"),
        ("systemName:variableValue: nil", "★"),
        ("_:bundle:", "□"),
        ("_:bundle: symbol name", "★"),
        ("_:bundle:label:", "□"),
        ("_:bundle:label: bundle", "⚙"),
        ("decorative:", "□"),
        ("decorative:bundle:", "⚙"),
        ("_:variableValue:bundle:", "□"),
        ("_:variableValue:bundle:label:", "✓"),
        ("decorative:variableValue:bundle:", "♥"),
        ("resource", "□"),
        ("resource symbol name", "✓"),
    ])
    func initialiser(_ name: String, _ glyph: String) {
        let image = Self.image(name)
        #expect(textFrame(image, width: 3, height: 2) == [glyph, ""])
        let result = ViewGraph(image.id("i")).layout(proposal: ProposedViewSize(width: 10, height: 5))
        #expect(result.frame(for: "i") == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("Image(systemName:variableValue:) is a symbol: symbolVariant applies; a catalogue name has no variants",
          arguments: [("heart", true, "♥"), ("heart", false, "♡")])
    func variableValueSymbolHasVariants(_ name: String, _ isSymbol: Bool, _ glyph: String) {
        let image = isSymbol ? Image(systemName: name, variableValue: 1) : Image(name, variableValue: 1)
        #expect(textFrame(image.symbolVariant(.fill), width: 2, height: 1) == [glyph])
    }

    @Test("ImageResource: equal for one name in one bundle; Image(resource) is Image(name)")
    func imageResource() {
        let logo = ImageResource(name: "logo", bundle: .main)
        #expect(logo == ImageResource(name: "logo", bundle: .main))
        #expect(logo != ImageResource(name: "icon", bundle: .main))
        #expect(Image(logo) == Image("logo"))
        #expect(Image(ImageResource(name: "star", bundle: .main)) == Image("star"))
    }

    @Test("Image(size:renderer:) is its size whatever is proposed; resizable takes the proposal",
          arguments: [(10, 5), (0, 0), (2, 1), (nil, nil)] as [(CGFloat?, CGFloat?)])
    func drawnImageSize(_ width: CGFloat?, _ height: CGFloat?) {
        let image = Image(size: CGSize(width: 4, height: 2)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), with: .color(.red))
        }
        let proposal = ProposedViewSize(width: width, height: height)
        let fixed = ViewGraph(image.id("i")).layout(proposal: proposal)
        #expect(fixed.frame(for: "i") == CGRect(x: 0, y: 0, width: 4, height: 2))
        let resizable = ViewGraph(image.resizable().id("i")).layout(proposal: proposal)
        #expect(resizable.frame(for: "i")?.size == CGSize(width: width ?? 4, height: height ?? 2))
    }

    @Test("Image(size:renderer:) records what its closure draws, as a canvas: one red fill of its rectangle")
    func drawnImageRecordsItsDrawing() {
        let rect = CGRect(x: 1, y: 0, width: 2, height: 1)
        let image = Image(size: CGSize(width: 3, height: 1), label: Text("Bar"), opaque: true, colorMode: .linear) {
            $0.fill(Path(rect), with: .color(.red))
        }
        let result = ViewGraph(image.id("i")).layout(proposal: ProposedViewSize(width: 10, height: 5))
        guard case .canvas(let drawing) = result.placement(for: "i")?.kind else {
            Issue.record("not drawn as a canvas")
            return
        }
        #expect(drawing.items.count == 1)
        #expect(drawing.items.first?.command == .fill(Path(rect), color: .red, eoFill: false))
        // In text it is the placeholder.
        #expect(Text(image) == Text(verbatim: "□"))
    }
}
