import TerminalLayout

/// A scene read from a scene file: the view to lay out and the environment
/// to lay it out in.
public struct Scene {
    /// The root view.
    public var root: AnyView
    /// Cell metrics and default spacing from the file.
    public var environment: LayoutEnvironment

    /// Creates a scene.
    public init(root: AnyView, environment: LayoutEnvironment = LayoutEnvironment()) {
        self.root = root
        self.environment = environment
    }
}
