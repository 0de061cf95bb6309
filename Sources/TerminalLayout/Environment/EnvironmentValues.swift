/// The values a view inherits from the views above it, as in SwiftUI: read
/// them with `@Environment(\.key)`, set them for a subtree with
/// `environment(_:_:)`, add your own with an `EnvironmentKey`.
///
/// The package's keys (the same names and types as SwiftUI's):
///
/// | key | type | default | set by |
/// |---|---|---|---|
/// | `horizontalSizeClass` | `UserInterfaceSizeClass?` | from the graph's width (SZ1) | the root proposal, `environment` |
/// | `verticalSizeClass` | `UserInterfaceSizeClass?` | from the graph's height (SZ1) | the root proposal, `environment` |
/// | `font` | `Font?` | `nil` | `font(_:)`, `environment` |
/// | `lineLimit` | `Int?` | `nil` | `lineLimit(_:)`, `environment` |
/// | `multilineTextAlignment` | `TextAlignment` | `.leading` | `multilineTextAlignment(_:)`, `environment` |
/// | `dismiss` | `DismissAction` | does nothing | the app layer (`TerminalApp`): ends the app |
/// | `isEnabled` | `Bool` | `true` | `disabled(_:)`, `environment` |
/// | `layoutDirection` | `LayoutDirection` | `.leftToRight` | `environment` (`.rightToLeft` mirrors layout, RTL1) |
/// | `textCase` | `Text.Case?` | `nil` | `textCase(_:)`, `environment` |
/// | `colorScheme` | `ColorScheme` | `.dark` | `environment` (nothing is drawn differently) |
/// | `truncationMode` | `Text.TruncationMode` | `.tail` | `truncationMode(_:)`, `environment` |
///
/// Writing `font`, `lineLimit` or `multilineTextAlignment` with
/// `environment(_:_:)` is the same as the modifier of that name.
public struct EnvironmentValues: CustomStringConvertible {
    /// The inherited values as resolution keeps them.
    var resolved: ResolvedEnvironment

    /// Values with every key at its default.
    public init() {
        resolved = ResolvedEnvironment()
    }

    init(_ resolved: ResolvedEnvironment) {
        self.resolved = resolved
    }

    /// The value for a key of your own: the innermost value set above the
    /// view, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped before the cast: a missing value cast to an optional
            // `K.Value` would be a present `nil`, not the key's default.
            if let stored = resolved.custom?.value(for: ObjectIdentifier(key)), let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set {
            resolved.custom = EnvironmentStorage(key: ObjectIdentifier(key), value: newValue, next: resolved.custom)
        }
    }

    /// The horizontal size class: `.compact` below 80 columns, else
    /// `.regular` (rule SZ1); `nil` before the graph was first laid out.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { resolved.horizontalSizeClass }
        set { resolved.horizontalSizeClass = newValue }
    }

    /// The vertical size class: `.compact` below 24 rows, else `.regular`
    /// (rule SZ1); `nil` before the graph was first laid out.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { resolved.verticalSizeClass }
        set { resolved.verticalSizeClass = newValue }
    }

    /// The font of text (`font(_:)`); `nil`: the default.
    public var font: Font? {
        get { resolved.font }
        set { resolved.font = newValue }
    }

    /// The most lines text may take (`lineLimit(_:)`); `nil`: no limit.
    public var lineLimit: Int? {
        get { resolved.lineLimit }
        set { resolved.lineLimit = newValue.map { Swift.max(1, $0) } }
    }

    /// How the lines of multi-line text are aligned (`multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { resolved.textAlignment }
        set { resolved.textAlignment = newValue }
    }

    /// Whether controls below this view can be used (`disabled(_:)`): a
    /// disabled `Button` takes no focus, ignores Return and Space and
    /// draws its label in the secondary colour. `true` by default.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The direction text and layouts run in (`LayoutDirection`): under
    /// `.rightToLeft` every view's x position within its parent is flipped,
    /// as in SwiftUI (RTL1).
    public var layoutDirection: LayoutDirection {
        get { resolved.layoutDirection }
        set { resolved.layoutDirection = newValue }
    }

    /// The case text below is shown in (`textCase(_:)`); `nil`: as written.
    public var textCase: Text.Case? {
        get { resolved.textCase }
        set { resolved.textCase = newValue }
    }

    /// Where text that does not fit loses its characters (`truncationMode(_:)`, T3).
    public var truncationMode: Text.TruncationMode {
        get { resolved.truncationMode }
        set { resolved.truncationMode = newValue }
    }

    /// Whether controls below show their label (`labelsHidden()`).
    var labelsHidden: Bool {
        get { resolved.labelsHidden }
        set { resolved.labelsHidden = newValue }
    }

    /// The tint of controls below (`tint(_:)`): a focused `Button`'s box.
    var tint: Color? {
        get { resolved.tint }
        set { resolved.tint = newValue }
    }

    /// The style the `.background` shape style draws below (`backgroundStyle(_:)`);
    /// `nil`: the terminal's own background (STYLE1).
    public var backgroundStyle: AnyShapeStyle? {
        get { resolved.backgroundStyle.map { AnyShapeStyle($0) } }
        set { resolved.backgroundStyle = newValue.map { $0._terminalColor(in: self) } }
    }

    /// Whether the interface is light or dark: `.dark` unless set (a
    /// terminal does not say; its default colours are drawn as they are,
    /// whatever this says).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The size classes and the set values, for debugging.
    public var description: String {
        "EnvironmentValues(horizontalSizeClass: \(String(describing: horizontalSizeClass)), "
            + "verticalSizeClass: \(String(describing: verticalSizeClass)), font: \(String(describing: font)), "
            + "lineLimit: \(String(describing: lineLimit)), multilineTextAlignment: \(multilineTextAlignment))"
    }
}

/// Internal: the key of `EnvironmentValues.isEnabled`.
private enum IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

nonisolated extension View {
    /// Disables the controls below this view when `disabled` is true
    /// (`EnvironmentValues.isEnabled`); `false` does not enable controls
    /// that a view above disabled, as in SwiftUI.
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { resolved in
            guard disabled else { return }
            var values = EnvironmentValues(resolved)
            values.isEnabled = false
            resolved = values.resolved
        })
    }
}

nonisolated extension View {
    /// Tints the controls below this view: a focused `Button`'s box is
    /// drawn in `tint` instead of the accent colour (`nil`: the accent colour).
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentModifier { $0.tint = tint })
    }

    /// Tints the controls below this view with a style, resolved where
    /// the modifier is to one colour (STYLE1); `nil`: the accent colour.
    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let style = tint.map { StyleBox($0) }
        return modifier(_EnvironmentModifier { $0.tint = style?.color(in: $0) })
    }
}

/// Internal: the key of `EnvironmentValues.colorScheme`.
private enum ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .dark }
}

/// Light or dark (`EnvironmentValues.colorScheme`).
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// Light.
    case light
    /// Dark.
    case dark
}

nonisolated extension View {
    /// The colour scheme this view would like its window in: a terminal's
    /// colours are the user's, so nothing changes.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets the colour scheme of this view and the views under it (the older
    /// spelling of `environment(\.colorScheme, _:)`): what they read from
    /// `\.colorScheme`, and what `Color.resolve(in:)` resolves `.primary` with.
    public consuming func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
