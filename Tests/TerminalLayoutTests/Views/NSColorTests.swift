import Foundation
import Testing
@testable import TerminalLayout

/// `NSColor` (NSCOL1): AppKit's colours as the `Color`s they are drawn as — the same choices
/// as UIKit's equivalents (UICOL1).
struct NSColorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let nsColor: @Sendable () -> NSColor
        let color: Color
        var testDescription: String { name }
    }

    @Test("Each AppKit colour is drawn as the Color nearest its meaning", arguments: [
        Case(name: "labelColor", nsColor: { .labelColor }, color: .primary),
        Case(name: "secondaryLabelColor", nsColor: { .secondaryLabelColor }, color: .secondary),
        Case(name: "tertiaryLabelColor", nsColor: { .tertiaryLabelColor }, color: .tertiary),
        Case(name: "quaternaryLabelColor", nsColor: { .quaternaryLabelColor }, color: .quaternary),
        Case(name: "textColor", nsColor: { .textColor }, color: .primary),
        Case(name: "placeholderTextColor", nsColor: { .placeholderTextColor }, color: .secondary),
        Case(name: "linkColor", nsColor: { .linkColor }, color: .accentColor),
        Case(name: "windowBackgroundColor", nsColor: { .windowBackgroundColor }, color: .clear),
        Case(name: "controlBackgroundColor", nsColor: { .controlBackgroundColor }, color: .clear),
        Case(name: "textBackgroundColor", nsColor: { .textBackgroundColor }, color: .clear),
        Case(name: "underPageBackgroundColor", nsColor: { .underPageBackgroundColor }, color: .clear),
        Case(name: "controlColor", nsColor: { .controlColor }, color: Color.gray.opacity(0.3)),
        Case(name: "separatorColor", nsColor: { .separatorColor }, color: Color.gray.opacity(0.3)),
        Case(name: "gridColor", nsColor: { .gridColor }, color: .gray),
        Case(name: "selectedContentBackgroundColor", nsColor: { .selectedContentBackgroundColor }, color: .accentColor),
        Case(name: "controlAccentColor", nsColor: { .controlAccentColor }, color: .accentColor),
        Case(name: "systemRed", nsColor: { .systemRed }, color: .red),
        Case(name: "systemTeal", nsColor: { .systemTeal }, color: .teal),
        Case(name: "systemGray", nsColor: { .systemGray }, color: .gray),
        Case(name: "magenta", nsColor: { .magenta }, color: .purple),
        Case(name: "lightGray", nsColor: { .lightGray }, color: Color(white: 2.0 / 3)),
        Case(name: "clear", nsColor: { .clear }, color: .clear),
        Case(name: "components", nsColor: { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }, color: Color(red: 1, green: 0.5, blue: 0)),
        Case(name: "calibrated components", nsColor: { NSColor(calibratedRed: 0, green: 0.25, blue: 1, alpha: 0.5) },
             color: Color(red: 0, green: 0.25, blue: 1, opacity: 0.5)),
        Case(name: "sRGB components", nsColor: { NSColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 1) }, color: Color(white: 0.5)),
        Case(name: "white level", nsColor: { NSColor(white: 0.25, alpha: 0.5) }, color: Color(white: 0.25, opacity: 0.5)),
        Case(name: "calibrated white", nsColor: { NSColor(calibratedWhite: 0.75, alpha: 1) }, color: Color(white: 0.75)),
        Case(name: "hue", nsColor: { NSColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) }, color: Color(red: 0, green: 1, blue: 1)),
        Case(name: "withAlphaComponent", nsColor: { NSColor.systemBlue.withAlphaComponent(0.4) }, color: Color.blue.opacity(0.4)),
        Case(name: "named", nsColor: { NSColor(named: "AccentColor")! }, color: .accentColor),
        Case(name: "named, not a system colour", nsColor: { NSColor(named: "Brand", bundle: nil)! }, color: .primary),
        Case(name: "from a Color", nsColor: { NSColor(Color.mint) }, color: .mint),
        Case(name: "from a CGColor", nsColor: { NSColor(cgColor: CGColor(gray: 0.5, alpha: 1))! }, color: Color(white: 0.5)),
    ])
    func drawnAs(_ sample: Case) {
        #expect(Color(sample.nsColor()) == sample.color)
        #expect(Color(nsColor: sample.nsColor()) == sample.color)
    }

    struct Shared: Sendable, CustomTestStringConvertible {
        let name: String
        let nsColor: @Sendable () -> NSColor
        let uiColor: @Sendable () -> UIColor
        var testDescription: String { name }
    }

    @Test("Where UIKit has the colour too, AppKit's is drawn as UIKit's", arguments: [
        Shared(name: "black", nsColor: { .black }, uiColor: { .black }),
        Shared(name: "white", nsColor: { .white }, uiColor: { .white }),
        Shared(name: "clear", nsColor: { .clear }, uiColor: { .clear }),
        Shared(name: "red", nsColor: { .red }, uiColor: { .red }),
        Shared(name: "green", nsColor: { .green }, uiColor: { .green }),
        Shared(name: "blue", nsColor: { .blue }, uiColor: { .blue }),
        Shared(name: "cyan", nsColor: { .cyan }, uiColor: { .cyan }),
        Shared(name: "yellow", nsColor: { .yellow }, uiColor: { .yellow }),
        Shared(name: "magenta", nsColor: { .magenta }, uiColor: { .magenta }),
        Shared(name: "orange", nsColor: { .orange }, uiColor: { .orange }),
        Shared(name: "purple", nsColor: { .purple }, uiColor: { .purple }),
        Shared(name: "brown", nsColor: { .brown }, uiColor: { .brown }),
        Shared(name: "gray", nsColor: { .gray }, uiColor: { .gray }),
        Shared(name: "darkGray", nsColor: { .darkGray }, uiColor: { .darkGray }),
        Shared(name: "lightGray", nsColor: { .lightGray }, uiColor: { .lightGray }),
        Shared(name: "systemRed", nsColor: { .systemRed }, uiColor: { .systemRed }),
        Shared(name: "systemGreen", nsColor: { .systemGreen }, uiColor: { .systemGreen }),
        Shared(name: "systemBlue", nsColor: { .systemBlue }, uiColor: { .systemBlue }),
        Shared(name: "systemOrange", nsColor: { .systemOrange }, uiColor: { .systemOrange }),
        Shared(name: "systemYellow", nsColor: { .systemYellow }, uiColor: { .systemYellow }),
        Shared(name: "systemPink", nsColor: { .systemPink }, uiColor: { .systemPink }),
        Shared(name: "systemPurple", nsColor: { .systemPurple }, uiColor: { .systemPurple }),
        Shared(name: "systemTeal", nsColor: { .systemTeal }, uiColor: { .systemTeal }),
        Shared(name: "systemIndigo", nsColor: { .systemIndigo }, uiColor: { .systemIndigo }),
        Shared(name: "systemBrown", nsColor: { .systemBrown }, uiColor: { .systemBrown }),
        Shared(name: "systemMint", nsColor: { .systemMint }, uiColor: { .systemMint }),
        Shared(name: "systemCyan", nsColor: { .systemCyan }, uiColor: { .systemCyan }),
        Shared(name: "systemGray", nsColor: { .systemGray }, uiColor: { .systemGray }),
    ])
    func sameAsUIKit(_ sample: Shared) {
        #expect(Color(nsColor: sample.nsColor()) == Color(uiColor: sample.uiColor()))
    }

    @Test("Color(.name): SwiftUI's colour where it has one, AppKit's where only it has, UIKit's beside it")
    func implicitMembers() {
        #expect(Color(.white) == Color.white)
        #expect(Color(.black) == Color.black)
        #expect(Color(.clear) == Color.clear)
        #expect(Color(.labelColor) == Color.primary)
        #expect(Color(nsColor: .windowBackgroundColor) == Color.clear)
        #expect(Color(.systemRed) == Color.red)
        #expect(Color(.systemGray6) == Color(uiColor: .systemGray6))
    }

    @Test("NSColor.cgColor: a constant colour's components; a named one's resolved in the default environment")
    func cgColor() {
        #expect(NSColor(red: 0.5, green: 0.25, blue: 1, alpha: 1).cgColor.components == [0.5, 0.25, 1, 1])
        #expect(NSColor.labelColor.cgColor.components == [1, 1, 1, 1])
        #expect(NSColor.windowBackgroundColor.cgColor.components == [0, 0, 0, 0])
        #expect(NSColor.systemRed.cgColor.components?.map { Float($0) } == [1, 0.231, 0.188, 1])
    }

    @Test("Two NSColors are equal when drawn the same")
    func equality() {
        #expect(NSColor.systemRed == NSColor.red)
        #expect(NSColor.systemRed.hash == NSColor.red.hash)
        #expect(NSColor.labelColor == NSColor.textColor)
        #expect(NSColor.red != NSColor.blue)
    }

    @Test("Drawn: Color(.labelColor) as the text colour, Color(nsColor: .windowBackgroundColor) as nothing")
    func drawn() {
        let text = lay(Text("ink").foregroundStyle(Color(.labelColor)), 5, 1)
        let foregrounds = text.placements.compactMap { if case .text(let t) = $0.kind { t.foreground } else { nil } }
        #expect(foregrounds == [.primary])
        let background = lay(Color(nsColor: .windowBackgroundColor), 2, 1)
        let colours = background.placements.compactMap { if case .color(let colour) = $0.kind { colour } else { nil } }
        #expect(colours == [.clear])
    }
}
