import Foundation
import TerminalLayout

/// The scene modifiers that set up a window, which change nothing in a terminal (SCN2).
///
/// On macOS and iPadOS they set a window's resizability, default size, style and the external
/// events it handles.
///
/// A terminal app's window is the terminal: its size is its user's, it has no title bar, and
/// it is the only window, so there is nothing to set up. Each modifier is accepted and returns
/// the scene unchanged, exactly as these modifiers do on iPhone: the window is drawn the same,
/// and the scene's commands and other modifiers work in any order.
nonisolated extension Scene {
    /// Sets how the window may be resized (SCN2): the terminal's size is its user's, so this
    /// changes nothing.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// Sets the window's size when it first opens (SCN2): the terminal's size is its user's,
    /// so this changes nothing.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        self
    }

    /// Sets the window's size when it first opens (SCN2): the terminal's size is its user's,
    /// so this changes nothing.
    public func defaultSize(_ size: CGSize) -> some Scene {
        self
    }

    /// Sets the window's style (SCN2): a terminal has no title bar, so this changes nothing.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        self
    }

    /// Sets how the window's toolbar sits in its title bar (SCN2): a terminal has no title
    /// bar, so this changes nothing.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        self
    }

    /// Sets which external events (URLs opened, activities) make the scene's window (SCN2): a
    /// terminal app has its one window and receives no such events, so this changes nothing.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}
