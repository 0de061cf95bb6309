import TerminalLayout

/// Builds an app's scene from the closure of its `body`, as in SwiftUI;
/// a terminal shows one window, so the body is one scene.
@resultBuilder
public struct SceneBuilder {
    /// One scene: the body is that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }
}
