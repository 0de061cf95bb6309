/// An effect that changes where a view is drawn, not where it is laid out
/// (SwiftUI's `GeometryEffect`): `effectValue(size:)` gives a projection of
/// the view's drawing, of its laid-out size.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat
///     var animatableData: CGFloat {
///         get { amount }
///         set { amount = newValue }
///     }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
///     }
/// }
/// Text("Wrong").modifier(Shake(amount: 2))   // drawn 2 cells to the right
/// ```
///
/// The view lays out as its content; when placed, the effect is asked for
/// its projection at the view's size, and a translation moves the content's
/// drawing, as `transformEffect` does (GEF1). Cells cannot be scaled,
/// rotated, skewed or put in perspective: any other projection leaves the
/// drawing where it is laid out.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection of the view's drawing when its size is `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// An effect with the same projection that applies only to the drawing.
    /// Here every geometry effect applies only to the drawing (GEF1).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }

    /// Resolves the effect around `content`: a node that lays out as the
    /// content and moves its drawing by the projection's translation (GEF1).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        let effect = _VisualEffectModifier(placed: { bounds, _ in
            var drawing = _VisualEffectDrawing()
            if let move = modifier.effectValue(size: bounds.size).translationOnly { drawing.offset = move }
            return drawing
        })
        effect._resolve(content: content, inputs.context, into: &outputs.elements)
    }
}
