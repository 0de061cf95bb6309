/// How a window looks — its title bar — as in SwiftUI: what `windowStyle(_:)` takes (SCN2).
///
/// A terminal app's window is the terminal, which has no title bar: every style is accepted and
/// none changes anything, as on iPhone.
public protocol WindowStyle {}

/// The default window style (`.automatic`): a title bar on macOS; none in a terminal (SCN2).
public struct DefaultWindowStyle: WindowStyle, Sendable {
    /// The default window style.
    public init() {}
}

/// A window style that hides the title and the title bar's backing (`.hiddenTitleBar`); a
/// terminal shows none anyway (SCN2).
public struct HiddenTitleBarWindowStyle: WindowStyle, Sendable {
    /// The hidden-title-bar style.
    public init() {}
}

/// A window style that shows the title bar (`.titleBar`); a terminal has none to show (SCN2).
public struct TitleBarWindowStyle: WindowStyle, Sendable {
    /// The title-bar style.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// The style that hides the title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// The style that shows the title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
