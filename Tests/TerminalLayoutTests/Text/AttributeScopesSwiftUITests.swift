import Foundation
import Testing
@testable import TerminalLayout

/// SwiftUI's attributes of an `AttributedString`, and `Text(_: AttributedString)`'s colour (TXT5).
struct AttributeScopesSwiftUITests {
    /// "Hello, world" with `color` on `part` of it (nil: the whole string), as SwiftUI code sets it.
    static func greeting(_ color: Color, on part: String?) -> AttributedString {
        var string = AttributedString("Hello, world")
        if let part, let range = string.range(of: part) {
            string[range].foregroundColor = color
        } else {
            string.foregroundColor = color
        }
        return string
    }

    /// `string` with "world" in the headline font: a run of its own.
    static func boldWorld(_ string: AttributedString) -> AttributedString {
        var string = string
        if let range = string.range(of: "world") { string[range].font = .headline }
        return string
    }

    @Test("The attributes are set and read by name, as with SwiftUI")
    func setAndRead() {
        var string = Self.greeting(.red, on: "world")
        string.font = .headline
        string.backgroundColor = .yellow
        string.kern = 1
        #expect(string.runs.count == 2)
        #expect(string.runs.map(\.foregroundColor) == [nil, .red])
        #expect(string.runs.first?.font == .headline)
        #expect(string.runs.first?.backgroundColor == .yellow)
        #expect(string.runs.first?.kern == 1)
        #expect(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name == "SwiftUI.ForegroundColor")
    }

    @Test("Text draws the colour every run shares; differing or partial colours are not drawn (T1)", arguments: [
        (greeting(.green, on: nil), Color?.some(.green)),
        (greeting(.green, on: "world"), nil),
        (boldWorld(greeting(.green, on: nil)), Color?.some(.green)),   // two runs (fonts differ), one colour
        (greeting(.green, on: nil) + greeting(.blue, on: nil), nil),
        (AttributedString("plain"), nil),
    ])
    func textColour(_ string: AttributedString, _ expected: Color?) {
        let result = ViewGraph(Text(string)).layout(proposal: ProposedViewSize(width: 30, height: 1))
        let colours = result.placements.compactMap { p -> Color?? in if case .text(let t) = p.kind { return .some(t.foreground) } else { return nil } }
        #expect(colours == [expected])
    }
}
