import Testing
@testable import TerminalLayout

/// SwiftUI's first `accessibility(label:)` family (A11Y1): each compiles and leaves the view
/// laid out and drawn as without it.
struct AccessibilityDeprecatedFormsTests {
    private static let plain = ["Close", ""]

    /// Each deprecated form on the same text, by name.
    nonisolated(unsafe) static let forms: [(String, (Text) -> AnyView)] = [
        ("label", { AnyView($0.accessibility(label: Text("Close the window"))) }),
        ("value", { AnyView($0.accessibility(value: Text("3 of 5"))) }),
        ("hint", { AnyView($0.accessibility(hint: Text("Closes it"))) }),
        ("hidden", { AnyView($0.accessibility(hidden: true)) }),
        ("identifier", { AnyView($0.accessibility(identifier: "close")) }),
        ("selectionIdentifier", { AnyView($0.accessibility(selectionIdentifier: AnyHashable(7))) }),
        ("addTraits", { AnyView($0.accessibility(addTraits: .isButton)) }),
        ("removeTraits", { AnyView($0.accessibility(removeTraits: .isImage)) }),
        ("inputLabels", { AnyView($0.accessibility(inputLabels: [Text("Shut")])) }),
        ("sortPriority", { AnyView($0.accessibility(sortPriority: 2)) }),
        ("activationPoint unit", { AnyView($0.accessibility(activationPoint: UnitPoint.center)) }),
        ("activationPoint point", { AnyView($0.accessibility(activationPoint: CGPoint(x: 1, y: 0))) }),
    ]

    @Test("The view is laid out and drawn as without the modifier", arguments: forms.map(\.0))
    func unchanged(_ name: String) {
        let form = Self.forms.first { $0.0 == name }!.1
        #expect(textFrame(Text("Close"), width: 7, height: 2) == Self.plain)
        #expect(textFrame(form(Text("Close")), width: 7, height: 2) == Self.plain)
    }

    @Test("They chain, as older packages write them")
    func chained() {
        let view = Text("Close")
            .accessibility(label: Text("Close"))
            .accessibility(hint: Text("Closes the window"))
            .accessibility(addTraits: .isButton)
        #expect(textFrame(view, width: 7, height: 2) == Self.plain)
    }
}
