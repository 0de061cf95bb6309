// Paul Hudson's particle package, Vortex (its sources in Tests/Fixtures/Vortex, as they are but for
// what Linux lacks), drawn headless: `Canvas { … } symbols: { … }`, `resolveSymbol(id:)`,
// `addFilter`, `ProjectionTransform` and an optional `PreferenceKey` as Vortex uses them (CNV2).
import Foundation
import SwiftUI
import Testing
import VortexFixture

@MainActor
struct VortexTests {
    static let width = 40, height = 12

    /// `view`'s frames, drawn as text: the first at once, each next one when its
    /// `TimelineView` asks to be made again (0.1 s apart, TML1).
    func frames<V: View>(of view: V, count: Int) async -> [[String]] {
        let graph = ViewGraph(view)
        let renderer = PlacementRenderer(metrics: .cells, useColor: false)
        var frames: [[String]] = []
        for index in 0..<count {
            if index > 0 {
                var turns = 0
                while !graph.needsUpdate, turns < 5_000 {
                    turns += 1
                    await Task.yield()
                    try? await Task.sleep(for: .milliseconds(1))
                }
            }
            let result = graph.layout(proposal: ProposedViewSize(width: CGFloat(Self.width), height: CGFloat(Self.height)))
            frames.append(renderer.render(result, width: Self.width, height: Self.height).lines)
        }
        return frames
    }

    /// The cells of `frame` that are not blank.
    func drawnCells(_ frame: [String]) -> Int {
        frame.reduce(0) { $0 + $1.filter { $0 != " " }.count }
    }

    @Test func snowFallsWithItsDefaultSymbols() async {
        // Snow: 50 "circle" particles a second along the top, falling. The default symbols are
        // `Image.circle.frame(width: 16).blendMode(.plusLighter).tag("circle")` and two others.
        let frames = await frames(of: VortexView(.snow.makeUniqueCopy()), count: 5)
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.count == Self.height && $0.allSatisfy { $0.count == Self.width } })
        // Particles are born as time passes: later frames show some, each a circle's glyph.
        let later = frames.dropFirst()
        #expect(later.contains { drawnCells($0) > 0 })
        #expect(later.allSatisfy { frame in frame.allSatisfy { line in line.allSatisfy { $0 == " " || $0 == "○" } } })
        // And they move: no two later frames are the same.
        #expect(Set(later).count == later.count)
    }

    @Test func aSystemWithSymbolsOfItsOwnDrawsThem() async {
        // As Vortex's README writes it: a system, its own symbol tagged with the system's tag.
        let system = VortexSystem(tags: ["dot"], position: [0.5, 0.5], shape: .ellipse(radius: 0.3), birthRate: 200,
                                  lifespan: 5, speed: 0.1, angleRange: .degrees(360))
        let frames = await frames(of: VortexView(system) {
            Text("*").tag("dot")
        }, count: 3)
        let later = frames.dropFirst()
        #expect(later.contains { drawnCells($0) > 0 })
        #expect(later.allSatisfy { frame in frame.allSatisfy { line in line.allSatisfy { $0 == " " || $0 == "*" } } })
    }

    @Test func theReadersProxyFindsTheNearestSystem() {
        // `VortexViewReader` reads the system through `VortexSystemPreferenceKey`, whose value is
        // optional and which declares no `defaultValue` (nil, as in SwiftUI).
        var seen: [Bool] = []
        let graph = ViewGraph(VortexViewReader { proxy in
            let _ = seen.append(proxy.particleSystem != nil)
            VortexView(.fire.makeUniqueCopy())
        })
        _ = graph.layout(proposal: ProposedViewSize(width: CGFloat(Self.width), height: CGFloat(Self.height)))
        _ = graph.layout(proposal: ProposedViewSize(width: CGFloat(Self.width), height: CGFloat(Self.height)))
        #expect(seen.first == false)
        #expect(seen.last == true)
    }
}
