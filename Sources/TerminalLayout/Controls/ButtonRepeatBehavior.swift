/// Whether holding a button down repeats its action (iOS 17), as SwiftUI's
/// `ButtonRepeatBehavior`: `.automatic`, `.enabled`, `.disabled`.
///
/// A terminal repeats a held key itself: each repeated Return or Space
/// presses the focused button again, whatever the behaviour says. It is
/// kept in the environment (`\.buttonRepeatBehavior`) for views that read it.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's default.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Holding the button repeats its action.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Holding the button runs its action once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

extension EnvironmentValues {
    /// Whether holding a button repeats its action (`buttonRepeatBehavior(_:)`).
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether holding the buttons in this view repeats their actions
    /// (kept in the environment; a held key repeats by itself here).
    public consuming func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}
