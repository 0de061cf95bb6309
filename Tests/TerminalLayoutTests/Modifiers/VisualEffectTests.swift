import Testing
@testable import TerminalLayout

/// `visualEffect(_:)` (VFX1): effects from the view's geometry move and fade its drawing, never its layout.
struct VisualEffectTests {
    static let screen = ProposedViewSize(width: 20, height: 10)

    @Test("An offset from the geometry moves the drawing; the layout around it does not change",
          arguments: [CGSize(width: 0, height: 0), CGSize(width: 3, height: 1), CGSize(width: -2, height: 4)])
    func offset(_ offset: CGSize) {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("a").id("a")
            Text("bb").visualEffect { content, _ in content.offset(offset) }.id("b")
            Text("c").id("c")
        }
        let result = ViewGraph(view).layout(proposal: Self.screen)
        #expect(result.frame(for: "a") == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(result.frame(for: "c") == CGRect(x: 0, y: 2, width: 1, height: 1))
        // The effect's node keeps the layout's frame; the text inside is drawn moved.
        #expect(result.frame(for: "b") == CGRect(x: 0, y: 1, width: 2, height: 1))
        let text = result.placements.first { if case .text(let t) = $0.kind { return t.lines == ["bb"] } else { return false } }
        #expect(text?.frame.origin == CGPoint(x: offset.width, y: 1 + offset.height))
    }

    @Test("transformEffect moves the drawing by a translation, as offset does",
          arguments: [CGSize(width: 0, height: 0), CGSize(width: 3, height: 1), CGSize(width: -2, height: 4)])
    func transformTranslation(_ offset: CGSize) {
        let view = Text("bb").visualEffect { content, _ in
            content.transformEffect(CGAffineTransform(translationX: offset.width, y: offset.height))
        }.id("b")
        let result = ViewGraph(view).layout(proposal: Self.screen)
        #expect(result.frame(for: "b") == CGRect(x: 0, y: 0, width: 2, height: 1))
        let text = result.placements.first { if case .text = $0.kind { return true } else { return false } }
        #expect(text?.frame.origin == CGPoint(x: offset.width, y: offset.height))
    }

    @Test("The proxy is the view's: its size and its frame in the global space; opacity from it",
          arguments: [0, 3, 6])
    func fromGeometry(_ row: Int) {
        let box = FrameBox()
        let view = VStack(spacing: 0) {
            ForEach(0..<8) { i in
                Text("r\(i)")
                    .visualEffect { [i] content, proxy in
                        let frame = proxy.frame(in: .global)
                        if i == row { box.frames.append(frame) }
                        return content.opacity(frame.minY < 3 ? 0.5 : 1)
                    }
                    .id(i)
            }
        }
        let result = ViewGraph(view).layout(proposal: Self.screen)
        // The stack is as wide as its texts (2), at the top leading corner.
        #expect(box.frames.last == CGRect(x: 0, y: CGFloat(row), width: 2, height: 1))
        #expect(result.placements.first { $0.id == AnyHashable(row) }?.opacity == (row < 3 ? 0.5 : 1))
    }

    @Test("Effects a terminal cannot show are accepted and change nothing")
    func accepted() {
        let view = Text("a").visualEffect { content, _ in
            content.scaleEffect(2).rotationEffect(.degrees(30)).blur(radius: 2).brightness(0.2).contrast(1.5)
                .saturation(0).grayscale(1).hueRotation(.degrees(90)).scaleEffect(x: 2).scaleEffect(CGSize(width: 1, height: 2))
                .rotation3DEffect(.degrees(-20), axis: (x: 0, y: 1, z: 0)).transformEffect(CGAffineTransform(scaleX: 2, y: 1))
        }.id("a")
        let result = ViewGraph(view).layout(proposal: Self.screen)
        #expect(result.placements.allSatisfy { $0.opacity == 1 })
        let text = result.placements.first { if case .text = $0.kind { return true } else { return false } }
        #expect(text?.frame == result.frame(for: "a"))
    }
}

/// Where an effect closure (which must be `@Sendable`) reports the frames it saw.
private final class FrameBox: @unchecked Sendable {
    var frames: [CGRect] = []
}
