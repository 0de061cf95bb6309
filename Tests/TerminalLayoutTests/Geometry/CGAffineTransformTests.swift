import Testing
import TerminalLayout

/// CGAffineTransform as CoreGraphics defines it (provided on Linux).
@Suite struct CGAffineTransformTests {
    func rounded(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x * 1e9).rounded() / 1e9, y: (p.y * 1e9).rounded() / 1e9) }

    @Test(arguments: [
        (90.0, CGPoint(x: 10, y: 0)),    // the top of a circle turns to the right (clockwise on screen)
        (180.0, CGPoint(x: 0, y: 10)),
        (270.0, CGPoint(x: -10, y: 0)),
    ])
    func rotationOfTheTopPoint(degrees: Double, expected: CGPoint) {
        let t = CGAffineTransform(rotationAngle: CGFloat(Angle.degrees(degrees).radians))
        #expect(rounded(CGPoint(x: 0, y: -10).applying(t)) == expected)
    }

    @Test func translateScaleConcatenateInvert() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: -1))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 7, y: 2))
        #expect(CGPoint(x: 7, y: 2).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGSize(width: 2, height: 2).applying(t) == CGSize(width: 4, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(t) == CGRect(x: 5, y: -1, width: 2, height: 3))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform.identity.translatedBy(x: 1, y: 2).tx == 1)
    }
}
