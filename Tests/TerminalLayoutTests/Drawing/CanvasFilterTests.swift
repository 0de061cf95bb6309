import Testing
@testable import TerminalLayout

/// `GraphicsContext.addFilter(_:options:)`: every filter accepted, drawing
/// as without it (CNV2).
@MainActor
@Suite struct CanvasFilterTests {
    /// The display list of a 10 × 5 canvas drawing a fill, a text and a
    /// symbol, with `filter` added first (and `options`), if any.
    func recorded(_ filter: GraphicsContext.Filter?, options: GraphicsContext.FilterOptions = []) -> CanvasPlacement? {
        let canvas = Canvas { context, _ in
            if let filter { context.addFilter(filter, options: options) }
            context.opacity = 0.75
            context.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: .color(.red))
            context.draw(Text("Hi"), at: CGPoint(x: 5, y: 2))
            if let symbol = context.resolveSymbol(id: 1) { context.draw(symbol, at: CGPoint(x: 7, y: 4)) }
        } symbols: {
            Text("*").tag(1)
        }
        for placement in lay(canvas, 10, 5).placements {
            if case .canvas(let drawing) = placement.kind { return drawing }
        }
        return nil
    }

    nonisolated static let filters: [GraphicsContext.Filter] = [
        .projectionTransform(ProjectionTransform(CGAffineTransform(rotationAngle: 1))),
        .projectionTransform(ProjectionTransform()),
        .shadow(radius: 3),
        .shadow(color: .red, radius: 1, x: 2, y: -1, blendMode: .multiply, options: [.shadowAbove, .invertsAlpha]),
        .colorMultiply(.blue),
        .colorMatrix(ColorMatrix()),
        .hueRotation(.degrees(90)),
        .saturation(0.5),
        .brightness(0.2),
        .contrast(2),
        .colorInvert(),
        .colorInvert(0.5),
        .grayscale(1),
        .luminanceToAlpha,
        .blur(radius: 4),
        .blur(radius: 2, options: [.opaque, .dithersResult]),
        .alphaThreshold(min: 0.5),
        .alphaThreshold(min: 0.2, max: 0.8, color: .green),
    ]

    @Test("Each filter draws as without it", arguments: filters)
    func filterChangesNothing(filter: GraphicsContext.Filter) throws {
        let plain = try #require(recorded(nil))
        #expect(plain.items.count == 3)
        #expect(recorded(filter) == plain)
        #expect(recorded(filter, options: .linearColor) == plain)
    }

    @Test func theOptionSetsAreDistinctBits() {
        #expect(GraphicsContext.FilterOptions.linearColor.rawValue == 1)
        let shadow: [GraphicsContext.ShadowOptions] = [.shadowAbove, .shadowOnly, .invertsAlpha, .disablesGroup]
        #expect(Set(shadow.map(\.rawValue)).count == 4 && shadow.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        let blur: [GraphicsContext.BlurOptions] = [.opaque, .dithersResult]
        #expect(Set(blur.map(\.rawValue)).count == 2 && blur.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }

    @Test func aColorMatrixStartsAsTheIdentity() {
        let m = ColorMatrix()
        #expect([m.r1, m.g2, m.b3, m.a4] == [1, 1, 1, 1])
        #expect([m.r2, m.r3, m.r4, m.r5, m.g1, m.g3, m.g4, m.g5, m.b1, m.b2, m.b4, m.b5, m.a1, m.a2, m.a3, m.a5]
            .allSatisfy { $0 == 0 })
    }
}
