import Testing
@testable import TerminalLayout

/// `MeshGradient` (STYLE1): one colour, the point nearest the middle's.
struct MeshGradientTests {
    static let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    @Test("The colour of the point nearest (0.5, 0.5); the first of equals; the background without points", arguments: [
        ("2×2 corners: all equal, the first", 2, 2, corners, [Color.red, .blue, .green, .yellow], Color.red),
        ("3×3: the centre", 3, 3, (0..<9).map { SIMD2<Float>(Float($0 % 3) / 2, Float($0 / 3) / 2) },
         [Color.red, .red, .red, .red, .purple, .red, .red, .red, .red], Color.purple),
        ("moved point", 2, 2, [[0, 0], [0.6, 0.4], [0, 1], [1, 1]], [Color.red, .blue, .green, .yellow], Color.blue),
        ("no points", 0, 0, [], [], Color.clear),
    ] as [(String, Int, Int, [SIMD2<Float>], [Color], Color)])
    func middle(_ name: String, width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], expected: Color) {
        let mesh = MeshGradient(width: width, height: height, points: points, colors: colors)
        #expect(mesh._terminalColor(in: EnvironmentValues()) == expected)
    }

    @Test("The Bézier and resolved forms keep what they are given; as a view it fills the proposal")
    func forms() {
        let point = MeshGradient.BezierPoint(position: [0.5, 0.5], leadingControlPoint: [0.4, 0.5], topControlPoint: [0.5, 0.4],
                                             trailingControlPoint: [0.6, 0.5], bottomControlPoint: [0.5, 0.6])
        let mesh = MeshGradient(width: 1, height: 1, bezierPoints: [point], resolvedColors: [Color.Resolved(red: 1, green: 0, blue: 0)],
                                background: .black, smoothsColors: false, colorSpace: .perceptual)
        #expect(mesh.locations == .bezierPoints([point]))
        #expect(mesh._terminalColor(in: EnvironmentValues()) == Color(red: 1, green: 0, blue: 0))
        #expect(!mesh.smoothsColors && mesh.colorSpace == .perceptual && mesh.background == .black)
        #expect(lay(mesh, 6, 3).size == CGSize(width: 6, height: 3))
        #expect(lay(Rectangle().fill(mesh), 6, 3).size == CGSize(width: 6, height: 3))
    }
}
