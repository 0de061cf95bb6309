import Foundation
import Testing
@testable import TerminalLayout

/// `TextRenderer`, `Text.Layout`, `TextAttribute` and `TextProxy` (TXR1):
/// the layout a renderer receives, and that sizes do not change.
@MainActor
struct TextRendererTests {
    final class Seen { var layouts: [Text.Layout] = [] }

    /// Keeps each layout it is given and draws it as is.
    struct Recording: TextRenderer {
        let seen: Seen
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            seen.layouts.append(layout)
            for line in layout { context.draw(line) }
        }
    }

    /// Sizes the text one row taller and two columns wider than it is.
    struct Roomy: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let size = text.sizeThatFits(proposal)
            return CGSize(width: size.width + 2, height: size.height + 1)
        }
    }

    struct Emphasis: TextAttribute { var level = 1 }
    struct Other: TextAttribute {}

    func frames<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> [CGRect] {
        ViewGraph(view).layout(proposal: ProposedViewSize(width: width, height: height)).placements.map(\.frame)
    }

    @Test("Under a renderer a text has the size it has without one", arguments: [
        ("Hello", 20.0), ("a long line of text that wraps", 10.0), ("two\nlines", 20.0), ("", 5.0),
    ])
    func sameSize(content: String, width: Double) {
        let seen = Seen()
        let plain = frames(VStack { Text(content); Text("after") }, width, 10)
        let drawn = frames(VStack { Text(content).textRenderer(Recording(seen: seen)); Text("after") }, width, 10)
        #expect(drawn == plain)
    }

    @Test("A renderer's sizeThatFits sizes the text; the default is the text's own")
    func sizing() {
        #expect(frames(Text("Hi").textRenderer(Roomy()), 20, 5).last?.size == CGSize(width: 4, height: 2))
        #expect(frames(Text("Hi"), 20, 5).last?.size == CGSize(width: 2, height: 1))
    }

    @Test("The layout: one line a row, one run a line, one slice a character, with their bounds")
    func layout() {
        let seen = Seen()
        _ = frames(Text("ab cd\n漢x").textRenderer(Recording(seen: seen)).frame(width: 8, height: 3, alignment: .topLeading), 8, 3)
        let layout = try! #require(seen.layouts.last)
        #expect(layout.count == 2)
        #expect(!layout.isTruncated)
        #expect(layout.map { $0.count } == [1, 1])
        let first = layout[0], second = layout[1]
        #expect(first.origin == CGPoint(x: 0, y: 1))
        #expect(first.typographicBounds.rect == CGRect(x: 0, y: 0, width: 5, height: 1))
        #expect(second.typographicBounds.rect == CGRect(x: 0, y: 1, width: 3, height: 1))
        let run = second[0]
        #expect(run.count == 2)
        #expect(run.map { $0.typographicBounds.rect } == [CGRect(x: 0, y: 1, width: 2, height: 1), CGRect(x: 2, y: 1, width: 1, height: 1)])
        #expect(run.layoutDirection == .leftToRight)
        #expect(run[0].indices == 0..<1)
    }

    @Test("Centred text: each line's origin where its row places it")
    func centred() {
        let seen = Seen()
        _ = frames(Text("abcd\nef").multilineTextAlignment(.center).textRenderer(Recording(seen: seen)), 10, 3)
        let layout = try! #require(seen.layouts.last)
        #expect(layout.map(\.origin.x) == [0, 1])
    }

    @Test("A truncated text says so; one that fits does not", arguments: [(1, true), (3, false)])
    func truncated(rows: Int, truncated: Bool) {
        let seen = Seen()
        _ = frames(Text("one two three").lineLimit(rows).textRenderer(Recording(seen: seen)), 5, 5)
        #expect(seen.layouts.last?.isTruncated == truncated)
    }

    @Test("A run reads the text's custom attributes by type; absent, nil")
    func attributes() {
        let seen = Seen()
        _ = frames(VStack {
            Text("marked").customAttribute(Emphasis(level: 2))
            Text("plain")
        }.textRenderer(Recording(seen: seen)), 10, 5)
        #expect(seen.layouts.count == 2)
        let runs = seen.layouts.map { $0[0][0] }
        #expect(runs[0][Emphasis.self] == Emphasis(level: 2))
        #expect(runs[0][Other.self] == nil)
        #expect(runs[1][Emphasis.self] == nil)
    }

    @Test("Apple's example compiles: an animated renderer with its animatableData")
    func appleExample() {
        struct AnimatedSineWaveOffsetRender: TextRenderer {
            let timeOffset: Double
            var animatableData: Double {
                get { timeOffset }
                set {}
            }
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                let count = layout.flattenedRunSlices.count
                let height = layout.first?.typographicBounds.rect.height ?? 0
                for (index, slice) in layout.flattenedRunSlices.enumerated() {
                    let offset = (sin(Double(index) / Double(max(count, 1)) + timeOffset) * height).rounded()
                    var copy = context
                    copy.translateBy(x: 0, y: offset)
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                }
            }
        }
        #expect(frames(Text("wave").textRenderer(AnimatedSineWaveOffsetRender(timeOffset: 0)), 10, 1).last?.size
                == CGSize(width: 4, height: 1))
    }
}

extension Text.Layout {
    /// Every slice of every run of every line, as Apple's example flattens them.
    var flattenedRuns: some RandomAccessCollection<Text.Layout.Run> {
        flatMap { line in line }
    }

    var flattenedRunSlices: [Text.Layout.RunSlice] {
        flattenedRuns.flatMap { $0 }
    }
}
