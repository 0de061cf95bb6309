/// How an outline is drawn (SwiftUI's `StrokeStyle`); in cells an outline
/// is one cell wide and solid, whatever the style says.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The limit of mitred corners.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// Creates a style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How line ends are drawn: Core Graphics' type, as in SwiftUI (this name is kept for
    /// code written against earlier versions of this package).
    public typealias LineCap = CGLineCap
    /// How corners are drawn: Core Graphics' type, as in SwiftUI (this name is kept for code
    /// written against earlier versions of this package).
    public typealias LineJoin = CGLineJoin
}
