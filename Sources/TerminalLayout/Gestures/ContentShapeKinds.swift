/// What a content shape is for (SwiftUI's `ContentShapeKinds`,
/// `contentShape(_:_:eoFill:)`). A terminal app has no hit testing, drag
/// or hover previews: the shape is accepted for every kind and changes
/// nothing (APR1).
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Kinds from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview of a drag.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview of a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
    /// A terminal app reads keys, not a pointer: there is no hit testing or
    /// preview to shape (APR1).
    public consuming func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}
