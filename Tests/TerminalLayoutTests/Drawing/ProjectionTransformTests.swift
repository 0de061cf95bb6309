import Testing
@testable import TerminalLayout

/// `ProjectionTransform`'s arithmetic, worked out by hand (CNV2).
@Suite struct ProjectionTransformTests {
    /// A matrix from its rows.
    func matrix(_ r1: [CGFloat], _ r2: [CGFloat], _ r3: [CGFloat]) -> ProjectionTransform {
        var m = ProjectionTransform()
        (m.m11, m.m12, m.m13) = (r1[0], r1[1], r1[2])
        (m.m21, m.m22, m.m23) = (r2[0], r2[1], r2[2])
        (m.m31, m.m32, m.m33) = (r3[0], r3[1], r3[2])
        return m
    }

    func rows(_ m: ProjectionTransform) -> [[CGFloat]] {
        [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
    }

    @Test func theIdentity() {
        let m = ProjectionTransform()
        #expect(rows(m) == [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
        #expect(m.isIdentity && m.isAffine)
        #expect(CGPoint(x: 3, y: -2).applying(m) == CGPoint(x: 3, y: -2))
        #expect(!matrix([1, 0, 0], [0, 1, 0], [0, 1, 1]).isIdentity)
    }

    @Test("From an affine transform: a b 0 / c d 0 / tx ty 1", arguments: [
        (CGAffineTransform(translationX: 2, y: 3), [[1, 0, 0], [0, 1, 0], [2, 3, 1]] as [[CGFloat]]),
        (CGAffineTransform(scaleX: 2, y: -1), [[2, 0, 0], [0, -1, 0], [0, 0, 1]]),
        (CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), [[1, 2, 0], [3, 4, 0], [5, 6, 1]]),
        (CGAffineTransform(1, 0, 1, 1, 7, 0), [[1, 0, 0], [1, 1, 0], [7, 0, 1]]),   // unlabelled, as on Apple platforms
    ])
    func fromAffine(affine: CGAffineTransform, expected: [[CGFloat]]) {
        let m = ProjectionTransform(affine)
        #expect(rows(m) == expected)
        #expect(m.isAffine)
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 1, y: 1).applying(affine))
    }

    @Test func aPerspectiveIsNotAffineAndDividesByW() {
        // w = x·0.5 + 1: (2, 4) → (2, 4) / 2.
        let m = matrix([1, 0, 0.5], [0, 1, 0], [0, 0, 1])
        #expect(!m.isAffine && !m.isIdentity)
        #expect(CGPoint(x: 2, y: 4).applying(m) == CGPoint(x: 1, y: 2))
    }

    @Test func concatenationIsTheProductSelfFirst() {
        let a = ProjectionTransform(CGAffineTransform(translationX: 1, y: 0))
        let b = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        // (0, 0) moved by 1 then scaled: (2, 0); scaled then moved: (1, 0).
        #expect(CGPoint.zero.applying(a.concatenating(b)) == CGPoint(x: 2, y: 0))
        #expect(CGPoint.zero.applying(b.concatenating(a)) == CGPoint(x: 1, y: 0))
        #expect(rows(a.concatenating(b)) == [[2, 0, 0], [0, 3, 0], [2, 0, 1]])
        // Rows × columns, by hand.
        let p = matrix([1, 2, 3], [4, 5, 6], [7, 8, 9])
        let q = matrix([9, 8, 7], [6, 5, 4], [3, 2, 1])
        #expect(rows(p.concatenating(q)) == [[30, 24, 18], [84, 69, 54], [138, 114, 90]])
        #expect(p.concatenating(ProjectionTransform()) == p && ProjectionTransform().concatenating(p) == p)
    }

    @Test func inversion() {
        // The inverse of "scale by 2, then move by (4, 6)" is "move by (−4, −6), then halve".
        var m = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 4, ty: 6))
        let inverted = m.invert()
        #expect(inverted)
        #expect(rows(m) == [[0.5, 0, 0], [0, 0.5, 0], [-2, -3, 1]])
        // A perspective matrix: [[1, 0, 1], [0, 1, 0], [0, 0, 1]] has inverse [[1, 0, −1], [0, 1, 0], [0, 0, 1]].
        let perspective = matrix([1, 0, 1], [0, 1, 0], [0, 0, 1])
        #expect(rows(perspective.inverted()) == [[1, 0, -1], [0, 1, 0], [0, 0, 1]])
        #expect(perspective.concatenating(perspective.inverted()).isIdentity)
        // A singular matrix has none: left as it is.
        var singular = matrix([1, 2, 0], [2, 4, 0], [0, 0, 1])
        let invertedSingular = singular.invert()
        #expect(!invertedSingular)
        #expect(rows(singular) == [[1, 2, 0], [2, 4, 0], [0, 0, 1]])
        #expect(singular.inverted() == singular)
    }
}
