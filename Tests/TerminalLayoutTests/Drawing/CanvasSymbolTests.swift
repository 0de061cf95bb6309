import Testing
@testable import TerminalLayout

/// `Canvas`'s `symbols:`: tagged views laid out by the engine and drawn by
/// the renderer closure (CNV2).
@MainActor
@Suite struct CanvasSymbolTests {
    /// The display list of the first canvas placed in `view` laid out at `width` × `height`.
    func recorded<V: View>(_ view: V, _ width: CGFloat = 10, _ height: CGFloat = 5) -> CanvasPlacement? {
        for placement in lay(view, width, height).placements {
            if case .canvas(let drawing) = placement.kind { return drawing }
        }
        return nil
    }

    /// The origins of the symbols a display list draws, in order.
    func symbolOrigins(_ drawing: CanvasPlacement?) -> [CGPoint] {
        (drawing?.items ?? []).compactMap { if case .symbol(_, let origin) = $0.command { origin } else { nil } }
    }

    /// The placements of the symbols a display list draws, in order.
    func symbolPlacements(_ drawing: CanvasPlacement?) -> [[ViewPlacement]] {
        (drawing?.items ?? []).compactMap { if case .symbol(let placements, _) = $0.command { placements } else { nil } }
    }

    @Test("A symbol is drawn with its anchor's point of its ideal size at the point", arguments: [
        // "abc" is 3 × 1: its anchor's point moved to (5, 2).
        (UnitPoint.center, CGPoint(x: 3.5, y: 1.5)),
        (.topLeading, CGPoint(x: 5, y: 2)),
        (.bottomTrailing, CGPoint(x: 2, y: 1)),
        (.trailing, CGPoint(x: 2, y: 1.5)),
    ])
    func anchor(anchor: UnitPoint, origin: CGPoint) {
        let drawing = recorded(Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: "abc") { context.draw(symbol, at: CGPoint(x: 5, y: 2), anchor: anchor) }
        } symbols: {
            Text("abc").tag("abc")
        })
        #expect(symbolOrigins(drawing) == [origin])
    }

    @Test func twoTaggedSymbolsAreFoundByTagAndDrawnWhereAsked() throws {
        var sizes: [String: CGSize] = [:]
        let drawing = recorded(Canvas { context, _ in
            for (id, point) in [("b", CGPoint(x: 1, y: 1)), ("a", CGPoint(x: 6, y: 3)), ("b", CGPoint(x: 8, y: 0))] {
                guard let symbol = context.resolveSymbol(id: id) else { continue }
                sizes[id] = symbol.size
                context.draw(symbol, at: point, anchor: .topLeading)
            }
        } symbols: {
            Text("A").tag("a")
            Text("BB").tag("b")
        })
        #expect(sizes == ["a": CGSize(width: 1, height: 1), "b": CGSize(width: 2, height: 1)])
        #expect(symbolOrigins(drawing) == [CGPoint(x: 1, y: 1), CGPoint(x: 6, y: 3), CGPoint(x: 8, y: 0)])
        // Each drawing of a symbol is its view as placed: the text at (0, 0), its own size.
        let texts = symbolPlacements(drawing).map { placements in
            placements.compactMap { placement -> String? in
                guard case .text(let text) = placement.kind, placement.frame.origin == .zero else { return nil }
                return text.lines.joined()
            }
        }
        #expect(texts == [["BB"], ["A"], ["BB"]])
    }

    @Test("An id no symbol is tagged with resolves to nil", arguments: ["c", "A", "untagged", ""])
    func unknownID(id: String) {
        var found: [Bool] = []
        _ = recorded(Canvas { context, _ in
            found.append(context.resolveSymbol(id: id) != nil)
            found.append(context.resolveSymbol(id: 1) != nil)
            found.append(context.resolveSymbol(id: "a") != nil)
        } symbols: {
            Text("A").tag("a")
            Text("untagged")
        })
        #expect(found == [false, false, true])
    }

    @Test func aCanvasWithoutSymbolsResolvesNone() {
        var found: [Bool] = []
        _ = recorded(Canvas { context, _ in found.append(context.resolveSymbol(id: "a") != nil) })
        #expect(found == [false])
    }

    @Test func tagsAreFoundUnderModifiersGroupsAndForEach() {
        var sizes: [AnyHashable: CGSize] = [:]
        _ = recorded(Canvas { context, _ in
            for id in [AnyHashable("padded"), AnyHashable(0), AnyHashable(1), AnyHashable("grouped")] {
                sizes[id] = context.resolveSymbol(id: id)?.size
            }
        } symbols: {
            Text("x").tag("padded").padding(1)
            ForEach(0..<2) { i in Text(String(repeating: "y", count: i + 1)).tag(i) }
            Group { Rectangle().frame(width: 4, height: 3).tag("grouped") }
        })
        #expect(sizes == [AnyHashable("padded"): CGSize(width: 3, height: 3), AnyHashable(0): CGSize(width: 1, height: 1),
                          AnyHashable(1): CGSize(width: 2, height: 1), AnyHashable("grouped"): CGSize(width: 4, height: 3)])
    }

    @Test func theTransformMovesTheSymbolWithoutScalingIt() {
        var sizes: [CGSize] = []
        let drawing = recorded(Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: "s") else { return }
            var copy = context
            copy.translateBy(x: 4, y: 2)
            copy.scaleBy(x: 3, y: 3)
            copy.rotate(by: .degrees(30))
            sizes.append(symbol.size)
            copy.draw(symbol, at: .zero)
            copy.draw(symbol, at: CGPoint(x: 1, y: 0), anchor: .topLeading)
        } symbols: {
            Text("ss").tag("s")
        })
        // (0, 0) stays at (4, 2) whatever the scale and rotation; (1, 0) goes 3 along 30°.
        let scaled = CGPoint(x: 4 + 3 * cos(Double.pi / 6), y: 2 + 3 * sin(Double.pi / 6))
        let origins = symbolOrigins(drawing)
        #expect(sizes == [CGSize(width: 2, height: 1)])
        #expect(origins.count == 2)
        #expect(origins.first == CGPoint(x: 3, y: 1.5))
        #expect(abs((origins.last?.x ?? 0) - scaled.x) < 1e-9 && abs((origins.last?.y ?? 0) - scaled.y) < 1e-9)
    }

    @Test func opacityAndClipAreTheContextsAndARectClipsToItself() throws {
        let drawing = try #require(recorded(Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: "s") else { return }
            var copy = context
            copy.opacity = 0.25
            copy.draw(symbol, at: CGPoint(x: 2, y: 2))
            context.draw(symbol, in: CGRect(x: 6, y: 1, width: 1, height: 1))
            context.draw(symbol, at: CGPoint(x: CGFloat.nan, y: 1))
            context.draw(symbol, in: .zero)
        } symbols: {
            Text("sss").tag("s")
        }))
        #expect(drawing.items.map(\.opacity) == [0.25, 1])
        #expect(drawing.items.map(\.clip) == [CGRect(x: 0, y: 0, width: 10, height: 5), CGRect(x: 6, y: 1, width: 1, height: 1)])
        #expect(symbolOrigins(drawing) == [CGPoint(x: 0.5, y: 1.5), CGPoint(x: 6, y: 1)])
    }

    @Test func aSymbolHasTheCanvassEnvironmentAndItsOwnModifiers() throws {
        let drawing = recorded(Canvas { context, _ in
            if let symbol = context.resolveSymbol(id: "s") { context.draw(symbol, at: .zero, anchor: .topLeading) }
        } symbols: {
            Text("s").tag("s")
            Text("t").foregroundStyle(.red).tag("t")
        }.foregroundStyle(.green))
        let text = symbolPlacements(drawing).first?.compactMap { if case .text(let text) = $0.kind { text } else { nil } }.first
        #expect(text?.foreground == .green)
    }

    @Test func symbolsAreNotPlacedInTheLayout() {
        let result = lay(Canvas { _, _ in } symbols: { Text("hidden").tag("h") }, 10, 5)
        #expect(result.placements.count == 1)
        #expect(!result.placements.contains { if case .text = $0.kind { true } else { false } })
    }

    @Test func aCanvasInAPickersContentStillFindsItsSymbolsByTag() {
        var found: [Bool] = []
        let choice = Binding.constant(1)
        _ = recorded(Picker("P", selection: choice) {
            Canvas { context, _ in
                found.append(context.resolveSymbol(id: "two") != nil)
            } symbols: {
                Text("2").tag("two")
            }.frame(width: 4, height: 1).tag(1)
        }, 30, 3)
        // (A picker's option tags its content by the selection; the symbols' tags are theirs.)
        #expect(!found.isEmpty && found.allSatisfy { $0 })
    }

    /// SwiftUI's spelling, as Vortex writes it: a trailing `symbols:` closure, an optional
    /// symbol looked up by a `String` tag, its size read, a copy translated and drawn at `.zero`.
    @Test func swiftUISymbolCodeCompilesAndDraws() {
        struct Particles: View {
            let points: [CGPoint]
            var body: some View {
                Canvas { context, size in
                    for point in points {
                        guard let symbol = context.resolveSymbol(id: "dot") else { continue }
                        if point.y >= size.height + symbol.size.height { continue }
                        var copy = context
                        copy.addFilter(.colorMultiply(.red))
                        copy.opacity = 0.75
                        copy.translateBy(x: point.x, y: point.y)
                        copy.draw(symbol, at: .zero)
                    }
                } symbols: {
                    Text("•").tag("dot")
                }
            }
        }
        let drawing = recorded(Particles(points: [CGPoint(x: 1.5, y: 0.5), CGPoint(x: 4.5, y: 2.5), CGPoint(x: 0, y: 9)]))
        #expect(symbolOrigins(drawing) == [CGPoint(x: 1, y: 0), CGPoint(x: 4, y: 2)])
        #expect(drawing?.items.map(\.opacity) == [0.75, 0.75])
    }
}
