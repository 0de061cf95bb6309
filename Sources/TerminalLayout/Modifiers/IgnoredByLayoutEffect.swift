/// A geometry effect applied only to the drawing (SwiftUI's
/// `_IgnoredByLayoutEffect`, made by `ignoredByLayout()`): the base
/// effect's projection. Every geometry effect draws this way here (GEF1).
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect whose projection is drawn.
    public var base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// The base effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The base effect's projection.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}

extension _IgnoredByLayoutEffect: Equatable where Base: Equatable {}
