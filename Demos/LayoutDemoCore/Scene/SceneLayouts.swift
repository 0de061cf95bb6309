import TerminalLayout

/// The scene types that name a layout of the gallery (`flow`, `masonry`,
/// …): each takes its parameters by their Swift names, plus `children`.
enum SceneLayouts {
    /// The view for a layout type, or `nil` if `type` names none.
    static func decode(type: String, _ node: inout SceneNode) throws(SceneError) -> AnyView? {
        nil
    }
}
