/// A two-dimensional vector, as CoreGraphics defines it — provided here
/// because Linux's Foundation lacks it and SwiftUI code uses it (drag
/// velocities, offsets computed as vectors).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector from `Int` components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector()

    /// `CGVector(dx: …, dy: …)`, as CoreGraphics prints it.
    public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
