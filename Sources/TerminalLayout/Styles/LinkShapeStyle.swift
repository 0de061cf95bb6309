/// The colour of links (iOS 17): the accent colour, as a `Link` is drawn (STYLE1).
public struct LinkShapeStyle: ShapeStyle {
    /// The link style.
    public init() {}

    /// `.accentColor`.
    public func _terminalColor(in environment: EnvironmentValues) -> Color { .accentColor }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
