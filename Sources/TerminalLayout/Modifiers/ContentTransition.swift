/// How a view's content changes from one value to the next (SwiftUI's
/// `ContentTransition`, for `contentTransition(_:)`): accepted, with no
/// effect in a terminal, which redraws changed cells at once.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case identity, opacity, interpolate, numericText(countsDown: Bool), symbolEffect }
    let kind: Kind

    /// No transition.
    public static let identity = ContentTransition(kind: .identity)
    /// A cross-fade.
    public static let opacity = ContentTransition(kind: .opacity)
    /// An interpolation of the content.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits that roll (up, or down when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }
    /// Digits that roll towards `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false))
    }
    /// A symbol's own effect.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)
}
