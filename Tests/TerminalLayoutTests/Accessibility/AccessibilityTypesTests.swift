import Testing
@testable import TerminalLayout

/// The accessibility value types behave as SwiftUI's.
struct AccessibilityTypesTests {
    static let traits: [AccessibilityTraits] = [
        .isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound, .isKeyboardKey,
        .isStaticText, .isSummaryElement, .updatesFrequently, .startsMediaSession, .allowsDirectInteraction,
        .causesPageTurn, .isModal, .isToggle, .isTabBar,
    ]

    @Test("Every trait is its own member: in a set with it, not in one without", arguments: traits.indices)
    func trait(index: Int) {
        let trait = Self.traits[index]
        var others = AccessibilityTraits()
        for (i, t) in Self.traits.enumerated() where i != index { others.insert(t) }
        #expect(!others.contains(trait))
        #expect(others.union(trait).contains(trait))
        #expect(others.union(trait).subtracting(others) == trait)
        #expect(trait != AccessibilityTraits())
    }

    @Test("Set algebra: insert, remove, union of an array literal")
    func setAlgebra() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && traits.contains(.isSelected) && !traits.contains(.isHeader))
        #expect(traits.remove(.isSelected) == .isSelected)
        #expect(traits.remove(.isSelected) == nil)
        #expect(traits.insert(.isButton).inserted == false)
        #expect(traits == .isButton)
    }

    @Test("Action kinds: the named ones equal by name, the others by kind", arguments: [
        (AccessibilityActionKind.default, AccessibilityActionKind.default, true),
        (.default, .escape, false), (.magicTap, .delete, false), (.showMenu, .showMenu, true),
        (.init(named: Text("Share")), .init(named: Text("Share")), true),
        (.init(named: Text("Share")), .init(named: Text("Copy")), false),
    ])
    func actionKinds(a: AccessibilityActionKind, b: AccessibilityActionKind, equal: Bool) {
        #expect((a == b) == equal)
    }

    @Test("Heading levels count up from unspecified", arguments: [
        (AccessibilityHeadingLevel.unspecified, UInt(0)), (.h1, 1), (.h3, 3), (.h6, 6),
    ])
    func headingLevels(level: AccessibilityHeadingLevel, raw: UInt) {
        #expect(level.rawValue == raw)
    }

    @Test("Custom content keys: a key's id defaults to its label", arguments: [
        (AccessibilityCustomContentKey("Age"), AccessibilityCustomContentKey("Age", id: "Age"), true),
        (AccessibilityCustomContentKey("Age"), AccessibilityCustomContentKey(Text("Age"), id: "age"), false),
    ])
    func customContentKeys(a: AccessibilityCustomContentKey, b: AccessibilityCustomContentKey, equal: Bool) {
        #expect((a == b) == equal)
    }
}
