/// An action that dismisses the current presentation, as in SwiftUI: read
/// it with `@Environment(\.dismiss)` and call it (`dismiss()`).
///
/// A terminal app shows one window and presents nothing else, so
/// dismissing it ends the app: `TerminalApp.run()` (and an `App`'s
/// `main()`) returns with exit code 0 after the key that called it. Outside
/// an app (a `ViewGraph` laid out on its own) it does nothing.
public struct DismissAction {
    let action: (() -> Void)?
    /// Whether it dismisses a presentation (a sheet, a pushed view), not
    /// the app's window (`EnvironmentValues.isPresented`).
    let presents: Bool

    /// An action that calls `action`: a presentation's (`presents`), or the
    /// app's window's, which the app layer sets.
    package init(_ action: (() -> Void)?, presents: Bool = true) {
        self.action = action
        self.presents = presents && action != nil
    }

    /// Dismisses the window: ends the app.
    public func callAsFunction() {
        action?()
    }
}

/// Internal: the environment key of `dismiss`.
private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(nil) }
}

extension EnvironmentValues {
    /// Dismisses the current presentation: in a terminal app, ends it (see
    /// `DismissAction`). Set by the app layer.
    public package(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
