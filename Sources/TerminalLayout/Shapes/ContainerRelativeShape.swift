/// The shape of the container a view is in, as in SwiftUI: a terminal's
/// containers are boxes, so a rectangle, drawn as a box (C1).
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// The shape.
    public init() {}
    /// The container's shape in `rect`: the rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Drawn as a box with square corners.
    public var _placementShape: ShapePlacement.Shape? { .rectangle }
    /// The rectangle inset by `amount` (SHP2).
    public func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle().inset(by: amount) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container a view is in.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
