import Foundation
import Testing
@testable import TerminalLayout

/// `UIColor` (UICOL1): UIKit's colours as the `Color`s they are drawn as.
struct UIColorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let uiColor: @Sendable () -> UIColor
        let color: Color
        var testDescription: String { name }
    }

    @Test("Each UIKit colour is drawn as the Color nearest its meaning", arguments: [
        Case(name: "systemRed", uiColor: { .systemRed }, color: .red),
        Case(name: "systemBlue", uiColor: { .systemBlue }, color: .blue),
        Case(name: "magenta", uiColor: { .magenta }, color: .purple),
        Case(name: "systemGray6", uiColor: { .systemGray6 }, color: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)),
        Case(name: "lightGray", uiColor: { .lightGray }, color: Color(white: 2.0 / 3)),
        Case(name: "label", uiColor: { .label }, color: .primary),
        Case(name: "secondaryLabel", uiColor: { .secondaryLabel }, color: .secondary),
        Case(name: "systemBackground", uiColor: { .systemBackground }, color: .clear),
        Case(name: "secondarySystemBackground", uiColor: { .secondarySystemBackground }, color: Color.gray.opacity(0.3)),
        Case(name: "tintColor", uiColor: { .tintColor }, color: .accentColor),
        Case(name: "components", uiColor: { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) },
             color: Color(red: 1, green: 0.5, blue: 0)),
        Case(name: "white level", uiColor: { UIColor(white: 0.25, alpha: 0.5) }, color: Color(white: 0.25, opacity: 0.5)),
        Case(name: "hue", uiColor: { UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) }, color: Color(red: 1, green: 0, blue: 0)),
        Case(name: "withAlphaComponent", uiColor: { UIColor.red.withAlphaComponent(0.4) }, color: Color.red.opacity(0.4)),
        Case(name: "named", uiColor: { UIColor(named: "AccentColor")! }, color: .accentColor),
        Case(name: "from a Color", uiColor: { UIColor(Color.mint) }, color: .mint),
    ])
    func drawnAs(_ sample: Case) {
        #expect(Color(sample.uiColor()) == sample.color)
        #expect(Color(uiColor: sample.uiColor()) == sample.color)
    }

    @Test("Color(.name): SwiftUI's colour where both have one, UIKit's where only it has")
    func implicitMembers() {
        #expect(Color(.white) == Color.white)
        #expect(Color(.secondary) == Color.secondary)
        #expect(Color(.systemGray6) == Color(uiColor: .systemGray6))
        #expect(Color(.secondarySystemBackground) == Color.gray.opacity(0.3))
    }

    /// iOS code writes `Color(.init(red:green:blue:alpha:))` for a `UIColor`; `CGColor` and
    /// `NSColor` have that initialiser too (disfavoured, CGCOL1, NSCOL1): it must compile, as
    /// UIKit's colour (an ambiguity is a compile error here).
    @Test("Color(.init(red:green:blue:alpha:)) and Color(.init(white:alpha:)) are UIKit's colours",
          arguments: [(1.0, 0.78, 0.17, 1.0), (0, 0, 0, 0.5)])
    func implicitInitialisers(red: Double, green: Double, blue: Double, alpha: Double) {
        #expect(Color(.init(red: red, green: green, blue: blue, alpha: alpha))
            == Color(uiColor: UIColor(red: red, green: green, blue: blue, alpha: alpha)))
        #expect(Color(.init(white: green, alpha: alpha)) == Color(uiColor: UIColor(white: green, alpha: alpha)))
        #expect(Color(.init(hue: red, saturation: green, brightness: blue, alpha: alpha))
            == Color(uiColor: UIColor(hue: red, saturation: green, brightness: blue, alpha: alpha)))
    }

    @Test("Two UIColors are equal when drawn the same")
    func equality() {
        #expect(UIColor.systemRed == UIColor.red)
        #expect(UIColor.systemRed.hash == UIColor.red.hash)
        #expect(UIColor.red != UIColor.blue)
    }
}
