/// How a shape is filled: the even-odd rule and antialiasing. A terminal
/// fills a shape's cells whole, so neither changes what is drawn; accepted
/// for source compatibility.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides which parts are inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style; by default the non-zero rule, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
