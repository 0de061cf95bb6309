/// A two-dimensional gradient over a grid of points (iOS 18). As a view it fills the space
/// offered (C1); like every gradient here it is drawn as one colour (STYLE1): the colour of
/// the grid point nearest the middle (`(0.5, 0.5)`), the first of equals.
nonisolated public struct MeshGradient: ShapeStyle, View, PrimitiveView {
    /// The number of points across.
    public var width: Int
    /// The number of points down.
    public var height: Int
    /// Where the points are, in unit coordinates.
    public var locations: Locations
    /// The colour at each point.
    public var colors: Colors
    /// The colour outside the mesh.
    public var background: Color
    /// Whether colours are blended smoothly between points.
    public var smoothsColors: Bool
    /// The space colours are blended in.
    public var colorSpace: Gradient.ColorSpace

    /// Where a mesh's points are.
    public enum Locations: Equatable, Sendable {
        /// Points without control points.
        case points([SIMD2<Float>])
        /// Points with their Bézier control points.
        case bezierPoints([BezierPoint])
    }

    /// The colours of a mesh's points.
    public enum Colors: Equatable, Sendable {
        /// Colours.
        case colors([Color])
        /// Resolved colours.
        case resolvedColors([Color.Resolved])
    }

    /// A point of a mesh with the control points of the curves through it.
    public struct BezierPoint: Equatable, Sendable {
        /// The point.
        public var position: SIMD2<Float>
        /// The control point towards the leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point towards the neighbour above.
        public var topControlPoint: SIMD2<Float>
        /// The control point towards the trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point towards the neighbour below.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a point with its control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// A mesh of `width` × `height` points with their locations and colours.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` points, in rows, and their colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points, in rows, and their resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` Bézier points, in rows, and their colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` Bézier points, in rows, and their resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
                  colorSpace: colorSpace)
    }

    /// The colour of the point nearest the middle, or `background` for a mesh without
    /// points or colours (STYLE1).
    var middleColor: Color {
        let positions: [SIMD2<Float>] = switch locations {
        case .points(let points): points
        case .bezierPoints(let points): points.map(\.position)
        }
        let palette: [Color] = switch colors {
        case .colors(let colors): colors
        case .resolvedColors(let colors): colors.map(Color.init)
        }
        var best: Int?
        var bestDistance = Float.infinity
        for (index, p) in positions.enumerated() where index < palette.count {
            let dx = p.x - 0.5, dy = p.y - 0.5
            let distance = dx * dx + dy * dy
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best.map { palette[$0] } ?? background
    }

    /// The colour of the point nearest the middle (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color { middleColor }

    /// Resolves this primitive view into nodes: a colour filling its frame.
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        middleColor._resolve(context, into: &elements)
    }
}
