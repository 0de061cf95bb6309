import Testing
@testable import TerminalLayout

/// `Canvas` laid out and what its renderer closure records (CNV1).
@MainActor
@Suite struct CanvasLayoutTests {
    /// The display list of the first canvas placed in `view` laid out at `width` × `height`.
    func recorded<V: View>(_ view: V, _ width: CGFloat = 10, _ height: CGFloat = 5) -> CanvasPlacement? {
        for placement in lay(view, width, height).placements {
            if case .canvas(let drawing) = placement.kind { return drawing }
        }
        return nil
    }

    func frame<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGRect? {
        ViewGraph(view).layout(proposal: proposal).placements.first { if case .canvas = $0.kind { true } else { false } }?.frame
    }

    @Test("A canvas takes the proposal, 10 where a dimension is unspecified (C1)", arguments: [
        (ProposedViewSize(width: 7, height: 3), CGSize(width: 7, height: 3)),
        (ProposedViewSize(width: nil, height: 3), CGSize(width: 10, height: 3)),
        (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
        (ProposedViewSize.zero, CGSize.zero),
        (ProposedViewSize(width: 200, height: 1), CGSize(width: 200, height: 1)),
    ])
    func sizing(proposal: ProposedViewSize, size: CGSize) {
        #expect(frame(Canvas { _, _ in }, proposal)?.size == size)
    }

    @Test func theClosureGetsTheCanvasSizeInTheLayoutsUnits() {
        final class Sizes { var seen: [CGSize] = [] }
        let sizes = Sizes()
        _ = lay(Canvas { _, size in sizes.seen.append(size) }.frame(width: 7, height: 3), 10, 5)
        #expect(sizes.seen == [CGSize(width: 7, height: 3)])
    }

    @Test func fillsAndStrokesAreRecordedInOrderInTheirShadingsColour() throws {
        let drawing = try #require(recorded(Canvas { context, _ in
            context.fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), with: .color(.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.blue), lineWidth: 3)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.green), style: FillStyle(eoFill: true))
        }))
        #expect(drawing.items.map(\.command) == [
            .fill(Path(CGRect(x: 1, y: 1, width: 3, height: 2)), color: .red, eoFill: false),
            .stroke(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), color: .blue),
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .green, eoFill: true),
        ])
        #expect(drawing.items.allSatisfy { $0.opacity == 1 && $0.clip == CGRect(x: 0, y: 0, width: 10, height: 5) })
    }

    @Test("Shadings resolve to one colour (STYLE1)", arguments: [
        (GraphicsContext.Shading.color(.red), Color.red),
        (.style(Color.blue), .blue),
        (.linearGradient(Gradient(colors: [.red, .green, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)), .green),
        (.radialGradient(Gradient(colors: [.yellow, .cyan, .blue]), center: .zero, startRadius: 0, endRadius: 5), .cyan),
        (.palette([.color(.orange), .color(.red)]), .orange),
        (.foreground, .purple),
    ])
    func shadingColour(shading: GraphicsContext.Shading, color: Color) throws {
        let drawing = try #require(recorded(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: shading)
        }.foregroundStyle(.purple)))
        #expect(drawing.items.first?.command == .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: color, eoFill: false))
    }

    @Test func transformsMovePathsAndClipBoundingRectIsInTheContextsCoordinates() throws {
        var bounds: [CGRect] = []
        let drawing = try #require(recorded(Canvas { context, _ in
            context.translateBy(x: 2, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            bounds.append(context.clipBoundingRect)
            context.concatenate(CGAffineTransform(translationX: 1, y: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        }))
        #expect(drawing.items.map(\.command) == [
            .fill(Path(CGRect(x: 2, y: 1, width: 1, height: 1)), color: .red, eoFill: false),
            .fill(Path(CGRect(x: 2, y: 1, width: 2, height: 2)), color: .red, eoFill: false),
            .fill(Path(CGRect(x: 4, y: 1, width: 2, height: 2)), color: .red, eoFill: false),
        ])
        // The canvas (0, 0, 10, 5) seen from a context moved by (2, 1) and scaled by 2.
        #expect(bounds == [CGRect(x: -1, y: -0.5, width: 5, height: 2.5)])
    }

    @Test func rotateByIsARotationOfTheTransform() throws {
        var transforms: [CGAffineTransform] = []
        _ = recorded(Canvas { context, _ in
            context.rotate(by: .degrees(90))
            transforms.append(context.transform)
        })
        #expect(transforms == [CGAffineTransform(rotationAngle: .pi / 2)])
    }

    @Test func clipNarrowsToThePathsBoundingRectInCanvasCoordinates() throws {
        var bounds: [CGRect] = []
        let drawing = try #require(recorded(Canvas { context, _ in
            context.translateBy(x: 2, y: 1)
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)))
            bounds.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 3, y: -5, width: 10, height: 10)))
            bounds.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), options: .inverse)
            bounds.append(context.clipBoundingRect)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        }))
        #expect(bounds == [CGRect(x: 0, y: 0, width: 4, height: 2), CGRect(x: 3, y: 0, width: 1, height: 2),
                           CGRect(x: 3, y: 0, width: 1, height: 2)])
        #expect(drawing.items.first?.clip == CGRect(x: 5, y: 1, width: 1, height: 2))
    }

    @Test func aCopysStateIsItsOwnAndBothDrawIntoTheSameCanvas() throws {
        let drawing = try #require(recorded(Canvas { context, _ in
            var copy = context
            copy.opacity = 0.25
            copy.translateBy(x: 5, y: 0)
            copy.clip(to: Path(CGRect(x: 0, y: 0, width: 2, height: 2)))
            copy.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
            context.drawLayer { layer in
                layer.opacity = 0.5
                layer.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), with: .color(.green))
            }
            context.fill(Path(CGRect(x: 2, y: 2, width: 1, height: 1)), with: .color(.yellow))
        }))
        #expect(drawing.items.map(\.opacity) == [0.25, 1, 0.5, 1])
        #expect(drawing.items.map(\.clip) == [CGRect(x: 5, y: 0, width: 2, height: 2), CGRect(x: 0, y: 0, width: 10, height: 5),
                                              CGRect(x: 0, y: 0, width: 10, height: 5), CGRect(x: 0, y: 0, width: 10, height: 5)])
        #expect(drawing.items.first?.command == .fill(Path(CGRect(x: 5, y: 0, width: 1, height: 1)), color: .red, eoFill: false))
        #expect(drawing.items[1].command == .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: .blue, eoFill: false))
    }

    @Test("Text is placed by its anchor: the anchor's point of its size at the point", arguments: [
        (UnitPoint.center, CGPoint(x: 4, y: 1.5)),
        (.topLeading, CGPoint(x: 5, y: 2)),
        (.top, CGPoint(x: 4, y: 2)),
        (.topTrailing, CGPoint(x: 3, y: 2)),
        (.leading, CGPoint(x: 5, y: 1.5)),
        (.trailing, CGPoint(x: 3, y: 1.5)),
        (.bottomLeading, CGPoint(x: 5, y: 1)),
        (.bottom, CGPoint(x: 4, y: 1)),
        (.bottomTrailing, CGPoint(x: 3, y: 1)),
    ])
    func textAnchor(anchor: UnitPoint, origin: CGPoint) throws {
        let drawing = try #require(recorded(Canvas { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 5, y: 2), anchor: anchor)
        }))
        #expect(drawing.items.first?.command == .text(TextPlacement(lines: ["Hi"], foreground: .primary), origin: origin))
    }

    @Test func textInARectWrapsToItsWidthAndCutsToItsHeightAndMovesWithTheTransform() throws {
        let drawing = try #require(recorded(Canvas { context, _ in
            context.translateBy(x: 1, y: 1)
            context.draw(Text("one two three").foregroundColor(.red).bold(), in: CGRect(x: 1, y: 0, width: 5, height: 2))
        }))
        #expect(drawing.items.first?.command
            == .text(TextPlacement(lines: ["one", "two…"], foreground: .red, isBold: true), origin: CGPoint(x: 2, y: 1)))
    }

    @Test func resolvedTextMeasuresInCellsAndDrawsInItsShading() throws {
        var sizes: [CGSize] = []
        let drawing = try #require(recorded(Canvas { context, _ in
            var resolved = context.resolve(Text("one two"))
            sizes.append(resolved.measure(in: CGSize(width: 100, height: 100)))
            sizes.append(resolved.measure(in: CGSize(width: 4, height: 100)))
            sizes.append(resolved.measure(in: CGSize(width: 4, height: 1)))
            resolved.shading = .color(.green)
            context.draw(resolved, at: .zero, anchor: .topLeading)
        }))
        #expect(sizes == [CGSize(width: 7, height: 1), CGSize(width: 3, height: 2), CGSize(width: 4, height: 1)])
        #expect(drawing.items.first?.command == .text(TextPlacement(lines: ["one two"], foreground: .green), origin: .zero))
    }

    @Test func theEnvironmentIsTheCanvass() throws {
        var fonts: [Font?] = []
        _ = recorded(Canvas { context, _ in fonts.append(context.environment.font) }.font(.title))
        #expect(fonts == [.title])
    }

    @Test func colorModeOpaqueAndAsynchronousRenderingAreKeptAndChangeNothing() throws {
        let canvas = Canvas(opaque: true, colorMode: .extendedLinear, rendersAsynchronously: true) { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(canvas.isOpaque && canvas.colorMode == .extendedLinear && canvas.rendersAsynchronously)
        #expect(recorded(canvas) == recorded(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }))
    }

    /// SwiftUI code as written for SwiftUI, with `import TerminalLayout`.
    @Test func swiftUICanvasCodeCompilesAndRecords() throws {
        struct Badge: View {
            var body: some View {
                Canvas { context, size in
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
                    context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                }
                .frame(width: 20, height: 6)
            }
        }
        let drawing = try #require(recorded(Badge(), 20, 6))
        #expect(drawing.items.count == 2)
        #expect(drawing.items.last?.command == .text(TextPlacement(lines: ["Hi"], foreground: .primary),
                                                     origin: CGPoint(x: 9, y: 2.5)))
    }
}
