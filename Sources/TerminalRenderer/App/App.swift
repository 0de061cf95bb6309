import TerminalLayout

/// A terminal app, written as a SwiftUI app is: a type with `@main`, an
/// empty initializer and a `body` that is a `WindowGroup`.
///
/// ```swift
/// import TerminalUI
///
/// @main
/// struct HelloApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// `main()` comes from `TerminalUI`: it takes over the terminal
/// (`CursesScreen`), runs the window's content with `TerminalApp.run()` —
/// keys to the views by focus, state changes drawn, resizes reflowed —
/// and gives the terminal back when a view calls `dismiss()` (exit code
/// 0), on Ctrl-C (130) or when the terminal goes away. Without a terminal
/// it prints one line and exits with 2. To run an app on another screen
/// (a test's), make a `TerminalApp(app, screen:)`.
@MainActor @preconcurrency public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's scene: its window.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates the app; `main()` calls it once.
    init()
}
