// The accessibility settings SwiftUI reads from the system, with what a
// terminal app has of each (A11Y4): no assistive technology is running and
// no display setting is asked for, so each is SwiftUI's value with every
// setting off. Unlike SwiftUI's they can be set (`.environment(\.x, v)`),
// for an app or a test that wants to honour one.
extension EnvironmentValues {
    /// Whether an assistive technology (VoiceOver, Switch Control) is running: `false`.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether VoiceOver is running: `false`.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is running: `false`.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }

    /// Whether the user asked for less motion: `false` (animations run, ANIM1).
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency: `false`.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences shown other than by colour: `false`.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display's colours are inverted: `false`.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }

    /// Whether buttons are to be drawn with shapes: `false` (a terminal's
    /// buttons have their box anyway, BTN1).
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }

    /// Whether the user asked for flashing lights to be dimmed: `false`.
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityDimFlashingLightsKey.self] }
        set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
    }

    /// Whether animated images play: `true`, as in SwiftUI with the setting untouched.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityPlayAnimatedImagesKey.self] }
        set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
    }

    /// Whether the large content viewer is on: `false`.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }

    /// The weight text is to be drawn in: `.regular` (no Bold Text setting).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The contrast asked for: `.standard` (no Increase Contrast setting).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

private enum AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityVoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilitySwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityInvertColorsKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityDimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityPlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private enum AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private enum ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
