/// A matrix that transforms colours: each output component a weighted sum
/// of the input's red, green, blue and alpha plus a constant (the
/// `colorMatrix(_:)` filter of a `GraphicsContext`, which draws nothing in
/// cells, CNV2).
///
/// Row `r` gives red: `r1·R + r2·G + r3·B + r4·A + r5`; likewise `g`, `b`
/// and `a`. The identity keeps every colour.
public struct ColorMatrix: Equatable, Sendable {
    /// Red's weights of red, green, blue, alpha, and its constant.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// Green's weights of red, green, blue, alpha, and its constant.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// Blue's weights of red, green, blue, alpha, and its constant.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// Alpha's weights of red, green, blue, alpha, and its constant.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}
}
