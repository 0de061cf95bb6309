/// How the ends of a stroked line are drawn (Core Graphics' type, which `StrokeStyle.lineCap`
/// is in SwiftUI; Linux's Foundation does not declare it).
///
/// In cells an outline is one cell wide whatever its cap (PATH1): the value is kept, not drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end point.
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2
}
