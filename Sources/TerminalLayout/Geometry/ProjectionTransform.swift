/// A 3 × 3 matrix that maps points of a plane, projectively: SwiftUI's
/// `ProjectionTransform` (a `projectionTransform(_:)` filter of a
/// `GraphicsContext` holds one; rule CNV2).
///
/// As `CGAffineTransform`, points are rows: `(x, y, 1)` times the matrix
/// is `(x′·w, y′·w, w)`, so
///
/// ```
///        ┌ m11 m12 m13 ┐      x′ = (x·m11 + y·m21 + m31) / w
///  M  =  │ m21 m22 m23 │      y′ = (x·m12 + y·m22 + m32) / w
///        └ m31 m32 m33 ┘      w  =  x·m13 + y·m23 + m33
/// ```
///
/// and `a.concatenating(b)` is `a × b`: `a` first, then `b`.
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1: x's coefficients of x′·w, y′·w and w.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2: y's coefficients of x′·w, y′·w and w.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3: the constants of x′·w, y′·w and w.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m` as a projection: `a b 0 / c d 0 / tx ty 1`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// The plane part of the 3D transform `m`, as SwiftUI takes it: z is dropped, so the
    /// rows and columns of x, y and w are kept — `m11 m12 m14 / m21 m22 m24 / m41 m42 m44` (QTZ1).
    public init(_ m: CATransform3D) {
        m11 = m.m11
        m12 = m.m12
        m13 = m.m14
        m21 = m.m21
        m22 = m.m22
        m23 = m.m24
        m31 = m.m41
        m32 = m.m42
        m33 = m.m44
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this is affine: its last column is `0 0 1` (no
    /// perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the matrix in place, returning whether it could be (a
    /// matrix whose determinant is 0 or not finite is left as it is).
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        let r = 1 / determinant
        m11 = c11 * r; m12 = c12 * r; m13 = c13 * r
        m21 = c21 * r; m22 = c22 * r; m23 = c23 * r
        m31 = c31 * r; m32 = c32 * r; m33 = c33 * r
        return true
    }

    /// The inverse, or this matrix as it is if it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// This transform followed by `rhs`: the product `self × rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var m = ProjectionTransform()
        m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return m
    }
}

extension CGPoint {
    /// The point mapped by `m`: `(x·m11 + y·m21 + m31) / w`,
    /// `(x·m12 + y·m22 + m32) / w`, `w = x·m13 + y·m23 + m33`
    /// (`ProjectionTransform`).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}

extension ProjectionTransform {
    /// The translation when the matrix is only one (affine, `m11` `m22` 1,
    /// `m12` `m21` 0, finite), else `nil`: what a terminal can draw of it
    /// (`GeometryEffect`, as `CGAffineTransform`'s for `transformEffect`).
    var translationOnly: CGSize? {
        guard isAffine, m11 == 1, m12 == 0, m21 == 0, m22 == 1, m31.isFinite, m32.isFinite else { return nil }
        return CGSize(width: m31, height: m32)
    }
}
