/// How a `Label` is drawn, as in SwiftUI: set one for a subtree with
/// `labelStyle(_:)`, write your own with `makeBody(configuration:)`.
///
/// The package's styles: `.automatic` (the same as `.titleAndIcon`),
/// `.titleAndIcon`, `.titleOnly`, `.iconOnly`.
public protocol LabelStyle {
    /// The type of view a label becomes.
    associatedtype Body: View
    /// The view for a label with this configuration's title and icon.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given: the label's title and icon.
    typealias Configuration = LabelStyleConfiguration
}

nonisolated extension View {
    /// Draws the labels in this view with `style`. Styles set inside others
    /// win; a style's body drawing `Label(configuration)` gets the style
    /// around it.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values.labelStyles.append(AnyLabelStyle(style))
            resolved = values.resolved
        })
    }
}

/// Internal: a label style of any type.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// Internal: the environment key of the label styles set above a view.
private struct LabelStylesKey: EnvironmentKey {
    static var defaultValue: [AnyLabelStyle] { [] }
}

extension EnvironmentValues {
    /// The label styles set above a view with `labelStyle(_:)`, innermost last.
    var labelStyles: [AnyLabelStyle] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}
