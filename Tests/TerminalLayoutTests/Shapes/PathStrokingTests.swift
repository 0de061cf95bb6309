import Testing
@testable import TerminalLayout

/// `Path.strokedPath(_:)` (PATH2): a path whose non-zero fill covers the stroke.
struct PathStrokingTests {
    /// A horizontal line from (0, 1) to (4, 1).
    static let line: Path = { var p = Path(); p.move(to: CGPoint(x: 0, y: 1)); p.addLine(to: CGPoint(x: 4, y: 1)); return p }()

    @Test("A butt-capped line is a band as wide as the line, between its ends",
          arguments: [(CGPoint(x: 0.5, y: 1), true), (CGPoint(x: 3.5, y: 1.4), true), (CGPoint(x: 2, y: 1.6), false),
                      (CGPoint(x: -0.2, y: 1), false), (CGPoint(x: 4.2, y: 1), false)])
    func butt(_ point: CGPoint, _ inside: Bool) {
        let stroked = Self.line.strokedPath(StrokeStyle(lineWidth: 1))
        #expect(stroked.contains(point) == inside)
        #expect(stroked.boundingRect == CGRect(x: 0, y: 0.5, width: 4, height: 1))
    }

    @Test("Square caps extend each end by half the width; round ones reach it",
          arguments: [(CGLineCap.square, CGPoint(x: -0.4, y: 1.4), true), (.square, CGPoint(x: 4.4, y: 0.6), true),
                      (.round, CGPoint(x: -0.4, y: 1), true), (.round, CGPoint(x: -0.45, y: 1.45), false),
                      (.butt, CGPoint(x: -0.4, y: 1), false)])
    func caps(_ cap: CGLineCap, _ point: CGPoint, _ inside: Bool) {
        #expect(Self.line.strokedPath(StrokeStyle(lineWidth: 1, lineCap: cap)).contains(point) == inside)
    }

    @Test("A dash pattern leaves gaps, from the phase",
          arguments: [(0.0, [true, false, true, false]), (1, [false, true, false, true]), (0.5, [true, false, true, false])]
              as [(CGFloat, [Bool])])
    func dashes(_ phase: CGFloat, _ drawn: [Bool]) {
        let stroked = Self.line.strokedPath(StrokeStyle(lineWidth: 1, dash: [1, 1], dashPhase: phase))
        // The middle of each dash and gap: with phase 0.5 the dashes run 0…0.5, 1.5…2.5, 3.5…4.
        let points = phase == 0.5 ? [0.25, 1.0, 2.0, 3.0] : [0.5, 1.5, 2.5, 3.5]
        #expect(points.map { stroked.contains(CGPoint(x: $0, y: 1)) } == drawn)
    }

    @Test("A corner is covered whole: the two bands and the join add up under the non-zero rule")
    func join() {
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 4, y: 0))
        corner.addLine(to: CGPoint(x: 4, y: 4))
        let stroked = corner.strokedPath(StrokeStyle(lineWidth: 2))
        for point in [CGPoint(x: 4, y: 0), CGPoint(x: 4.5, y: -0.5), CGPoint(x: 3.5, y: 0.5), CGPoint(x: 2, y: 0.9),
                      CGPoint(x: 4.9, y: 3)] {
            #expect(stroked.contains(point), "\(point)")
        }
        #expect(!stroked.contains(CGPoint(x: 2, y: 2)))
    }

    @Test("No width, or a width that is not finite, strokes nothing", arguments: [0, -1, CGFloat.nan, .infinity])
    func noWidth(_ width: CGFloat) {
        #expect(Self.line.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
    }

    @Test("A dash pattern finer than 100,000 dashes is drawn solid; the work stays linear")
    func fineDashes() {
        let stroked = Self.line.strokedPath(StrokeStyle(lineWidth: 1, dash: [0.00001]))
        #expect([0.5, 1.5, 2.5, 3.5].allSatisfy { stroked.contains(CGPoint(x: $0, y: 1)) })
    }

    @Test("A curve is stroked along its flattened pieces")
    func curve() {
        var arc = Path()
        arc.addArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        let stroked = arc.strokedPath(StrokeStyle(lineWidth: 1))
        #expect(stroked.contains(CGPoint(x: 5, y: 9)))     // the bottom of the arc, y down
        #expect(!stroked.contains(CGPoint(x: 5, y: 5)))    // the centre
        #expect(!stroked.contains(CGPoint(x: 5, y: 1)))    // the half not drawn
    }
}
