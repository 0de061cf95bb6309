nonisolated extension View {
    /// Animates the views under this one when `value` changes (ANIM1): in
    /// the app's next frame they move from where they were drawn to their
    /// new frames along `animation`; views elsewhere move at once. `nil`
    /// animates nothing.
    ///
    /// ```swift
    /// layout { cards }.animation(.easeInOut(duration: 0.3), value: layoutIndex)
    /// ```
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates the views under this one after every update that resolves
    /// it again (ANIM1): SwiftUI's form before `animation(_:value:)`.
    public consuming func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation, value: EveryUpdate()))
    }

    /// Applies the modifiers `body` puts on this view (iOS 17's scoped animation:
    /// `.animation(.smooth) { $0.opacity(shown ? 1 : 0) }`). The view is drawn with them
    /// (ANIM5); a change to them is drawn at once — animate it with `animation(_:value:)`
    /// or `withAnimation`, which move what the change moves.
    public consuming func animation<V: View>(_ animation: Animation?,
                                             @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }
}

/// A modifier that animates its content's layout changes when a value
/// changes (`animation(_:value:)`); it lays out as its content.
nonisolated public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    /// The animation, or `nil` for none.
    public var animation: Animation?
    /// The value whose change animates.
    public var value: Value

    /// Creates the modifier.
    public init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in AnimationBehavior() }
        let arena = context.builder.engine.arena
        arena.madeAnimationNodes = true
        for node in elements[start...] {
            let previous = node.exchangeObservedValue(value)
            guard let animation, let previous, previous != value else { continue }
            arena.pendingAnimations.append((node, animation, EnvironmentValues(context.environment)))
        }
    }
}

/// Internal: the value of `animation(_:)`, which changes at every update:
/// no two are equal.
struct EveryUpdate: Equatable {
    static func == (a: EveryUpdate, b: EveryUpdate) -> Bool { false }
}

/// Internal: the node `animation(_:value:)` makes: layout passes through it.
struct AnimationBehavior: PassThroughBehavior, Equatable {
    var kindName: String { "animation" }
}
