/// What the demo must do after a key: the outcome of `DemoState.handle(_:)`.
public enum DemoCommand: Hashable, Sendable {
    /// Nothing changed.
    case none
    /// The view tree changed (layout, items, parameters, metrics): rebuild it, animating if on.
    case rebuild
    /// Only what is drawn over the layout changed (status, overlays, colours): draw again.
    case redraw
    /// Scroll by this many rows (negative: up).
    case scroll(rows: Int)
    /// Scroll by this many pages, a page being the visible height less one row.
    case scrollPages(Int)
    /// Scroll to the top.
    case scrollToTop
    /// Scroll to the bottom.
    case scrollToBottom
    /// Quit with this exit code.
    case quit(Int32)
}
