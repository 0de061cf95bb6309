import Foundation
import Testing
import TerminalLayout

/// `CGLineCap` and `CGLineJoin`: Core Graphics' types, as `StrokeStyle` holds them in SwiftUI.
struct CGLineStyleTests {
    @Test("Raw values are Core Graphics' (Int32)", arguments: [
        (CGLineCap.butt, Int32(0)), (.round, 1), (.square, 2),
    ])
    func capRawValues(cap: CGLineCap, raw: Int32) {
        #expect(cap.rawValue == raw)
        #expect(CGLineCap(rawValue: raw) == cap)
    }

    @Test("Join raw values are Core Graphics' (Int32)", arguments: [
        (CGLineJoin.miter, Int32(0)), (.round, 1), (.bevel, 2),
    ])
    func joinRawValues(join: CGLineJoin, raw: Int32) {
        #expect(join.rawValue == raw)
        #expect(CGLineJoin(rawValue: raw) == join)
    }

    /// A hashable stroke as chart packages declare it: the cap and join kept in their own
    /// properties of Core Graphics' types and handed to `StrokeStyle`.
    private struct Stroke: Hashable {
        var lineWidth: CGFloat = 3
        var lineCap: CGLineCap = .round
        var lineJoin: CGLineJoin = .round
        var style: StrokeStyle { StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin) }
    }

    @Test("StrokeStyle's defaults and fields are CGLineCap and CGLineJoin; the old names still work")
    func strokeStyleFields() {
        let plain = StrokeStyle()
        #expect(plain.lineCap == .butt && plain.lineJoin == .miter)
        let stroke = Stroke()
        let cap: CGLineCap = stroke.style.lineCap
        let join: CGLineJoin = stroke.style.lineJoin
        #expect(cap == .round && join == .round)
        let old: StrokeStyle.LineCap = .square
        #expect(StrokeStyle(lineCap: old).lineCap == CGLineCap.square)
        #expect(Set([Stroke(), Stroke(), Stroke(lineJoin: .bevel)]).count == 2)
    }
}
