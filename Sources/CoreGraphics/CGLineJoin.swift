/// How the corners of a stroked path are drawn (Core Graphics' type, which
/// `StrokeStyle.lineJoin` is in SwiftUI; Linux's Foundation does not declare it).
///
/// In cells an outline is one cell wide whatever its joins (PATH1): the value is kept, not drawn.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut off past `miterLimit`.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A corner cut square across.
    case bevel = 2
}
