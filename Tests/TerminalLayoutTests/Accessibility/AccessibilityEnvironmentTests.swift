import Testing
@testable import TerminalLayout

/// A11Y4: the accessibility settings read from the environment: every
/// setting off by default, and settable.
@MainActor
struct AccessibilityEnvironmentTests {
    nonisolated static let flags: [(String, WritableKeyPath<EnvironmentValues, Bool> & Sendable, Bool)] = [
        ("enabled", \.accessibilityEnabled, false),
        ("voiceOver", \.accessibilityVoiceOverEnabled, false),
        ("switchControl", \.accessibilitySwitchControlEnabled, false),
        ("reduceMotion", \.accessibilityReduceMotion, false),
        ("reduceTransparency", \.accessibilityReduceTransparency, false),
        ("differentiateWithoutColor", \.accessibilityDifferentiateWithoutColor, false),
        ("invertColors", \.accessibilityInvertColors, false),
        ("showButtonShapes", \.accessibilityShowButtonShapes, false),
        ("dimFlashingLights", \.accessibilityDimFlashingLights, false),
        ("playAnimatedImages", \.accessibilityPlayAnimatedImages, true),
        ("largeContentViewer", \.accessibilityLargeContentViewerEnabled, false),
    ]

    @Test("Defaults, and a value set is read back", arguments: flags.indices)
    func flag(index: Int) {
        let (name, keyPath, initial) = Self.flags[index]
        var environment = EnvironmentValues()
        #expect(environment[keyPath: keyPath] == initial, "\(name)")
        environment[keyPath: keyPath] = !initial
        #expect(environment[keyPath: keyPath] == !initial, "\(name)")
    }

    @Test("Legibility weight is regular and contrast standard; both can be set")
    func weightAndContrast() {
        var environment = EnvironmentValues()
        #expect(environment.legibilityWeight == .regular)
        #expect(environment.colorSchemeContrast == .standard)
        environment.legibilityWeight = nil
        #expect(environment.legibilityWeight == nil)
        environment.legibilityWeight = .bold
        environment.colorSchemeContrast = .increased
        #expect(environment.legibilityWeight == .bold)
        #expect(environment.colorSchemeContrast == .increased)
    }

    struct Pulse: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        var body: some View { Text(reduceMotion ? "still" : "pulsing") }
    }

    @Test("A view reads reduce motion from its environment", arguments: [(nil, "pulsing"), (false, "pulsing"), (true, "still")])
    func reduceMotion(set: Bool?, expected: String) {
        let view = set.map { AnyView(Pulse().environment(\.accessibilityReduceMotion, $0)) } ?? AnyView(Pulse())
        #expect(textFrame(view, width: 10, height: 1) == [expected])
    }
}
