nonisolated extension View {
    /// Makes this view able to take focus, as in SwiftUI: Tab and Shift-Tab
    /// move focus between focusable views in view order, a `FocusState`
    /// bound with `focused` moves it by value, and key presses go to the
    /// focused view's `onKeyPress` handlers first (KEY1, FOCUS1).
    ///
    /// With `isFocusable` false, or below `disabled(true)`, the view cannot
    /// take focus (and loses it if it had it). Nothing is drawn for focus: a view shows it by reading a
    /// `FocusState` (as `Button` does).
    public consuming func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}

/// The modifier `focusable(_:)` applies.
nonisolated public struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    let isFocusable: Bool

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        // Below `disabled(true)` nothing takes focus (`EnvironmentValues.isEnabled`).
        let enabled = EnvironmentValues(context.environment).isEnabled
        wrapEach(content, context, into: &elements) { _ in FocusableBehavior(isFocusable: isFocusable && enabled) }
    }
}

/// Internal: the node `focusable(_:)` makes: the focus system finds
/// focusable views by it; layout passes through it.
struct FocusableBehavior: PassThroughBehavior, Equatable {
    let isFocusable: Bool
    var kindName: String { "focusable" }

    /// Whether the flag changed does not matter to layout.
    func isSame(as other: any NodeBehavior) -> Bool { other is FocusableBehavior }
}
