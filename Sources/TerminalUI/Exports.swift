/// `TerminalUI` is what a terminal app imports, as a SwiftUI app imports
/// SwiftUI: the views and layouts (`TerminalLayout`), the app vocabulary
/// and run loop (`TerminalRenderer`: `App`, `WindowGroup`, `TerminalApp`),
/// and `App.main()`, which runs the app on the real terminal
/// (`TerminalCurses`).
@_exported import TerminalLayout
@_exported import TerminalRenderer
@_exported import TerminalCurses
