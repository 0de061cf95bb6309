// QuartzCore's `CATransform3D` as SwiftUI files use it: `import QuartzCore` beside `import Testing`,
// and with `import SwiftUI` alone (QTZ1). Values worked out by hand.
import QuartzCore
import SwiftUI
import Testing

/// The point (x, y, z) through `t`, as rows times the matrix (w divided out).
private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> [CGFloat] {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return [(x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
            (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w]
}

private func near(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }

struct QuartzCoreTests {
    @Test("Where (1, 2, 3) goes", arguments: [
        ("identity", CATransform3DIdentity, [1, 2, 3]),
        ("translation by (10, 20, 30)", CATransform3DMakeTranslation(10, 20, 30), [11, 22, 33]),
        ("scale by (2, 3, 4)", CATransform3DMakeScale(2, 3, 4), [2, 6, 12]),
        ("a quarter turn about z: x towards y", CATransform3DMakeRotation(.pi / 2, 0, 0, 1), [-2, 1, 3]),
        ("a quarter turn about x: y towards z", CATransform3DMakeRotation(.pi / 2, 1, 0, 0), [1, -3, 2]),
        ("about an axis not of unit length", CATransform3DMakeRotation(.pi / 2, 0, 0, 5), [-2, 1, 3]),
        ("a zero axis: the identity", CATransform3DMakeRotation(1, 0, 0, 0), [1, 2, 3]),
        ("scale, then translate (Translate's own first)", CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0), [4, 4, 6]),
        ("Concat: the first, then the second", CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(1, 0, 0)), [3, 4, 6]),
    ] as [(String, CATransform3D, [CGFloat])])
    func points(_ name: String, _ t: CATransform3D, _ expected: [CGFloat]) {
        #expect(near(apply(t, 1, 2, 3), expected), "\(name)")
    }

    @Test("An inverse undoes; a matrix without one is returned as it was")
    func invert() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(5, -2, 1), 0.7, 1, 2, 3)
        #expect(near(apply(CATransform3DInvert(t), 1, 2, 3).isEmpty ? [] : apply(CATransform3DConcat(t, CATransform3DInvert(t)), 1, 2, 3), [1, 2, 3]))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DIsIdentity(CATransform3DInvert(CATransform3DIdentity)))
    }

    @Test("Affine: a plane transform and back; perspective is not affine")
    func affine() {
        let plane = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(plane)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == plane)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DEqualToTransform(t, t) && !CATransform3DEqualToTransform(t, perspective))
    }

    @Test("ProjectionTransform of a 3D transform keeps x, y and w (z dropped), as SwiftUI's")
    func projection() {
        var t = CATransform3DMakeTranslation(3, 4, 5)
        t.m34 = 0.5
        t.m14 = 0.25
        let p = ProjectionTransform(t)
        #expect(p.m31 == 3 && p.m32 == 4 && p.m33 == 1)
        #expect(p.m13 == 0.25 && p.m23 == 0)
        #expect(ProjectionTransform(CATransform3DIdentity).isIdentity)
    }
}
