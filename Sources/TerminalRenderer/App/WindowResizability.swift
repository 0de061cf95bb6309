/// How a window may be resized, as in SwiftUI: what `windowResizability(_:)` takes (SCN2).
///
/// A terminal app's window is the terminal, whose size is its user's: every value is accepted
/// and none changes anything — as on iPhone, where a scene's window is the screen.
public struct WindowResizability: Sendable {
    /// The strategies SwiftUI has (kept with the value, read by nothing: SCN2).
    private enum Strategy: Sendable {
        case automatic, contentSize, contentMinSize
    }

    private let strategy: Strategy

    private init(_ strategy: Strategy) {
        self.strategy = strategy
    }

    /// The system's choice for the scene (SwiftUI's default): for a window group, as
    /// `contentMinSize`.
    public static var automatic: WindowResizability { WindowResizability(.automatic) }

    /// The window's size bounded by its content's minimum and maximum sizes.
    public static var contentSize: WindowResizability { WindowResizability(.contentSize) }

    /// The window's size bounded below by its content's minimum size.
    public static var contentMinSize: WindowResizability { WindowResizability(.contentMinSize) }
}
