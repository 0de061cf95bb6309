nonisolated extension View {
    /// Binds this view's focus to a Boolean focus state, as in SwiftUI:
    /// the value is `true` while focus is on this view (or on a focusable
    /// view inside it), and setting it to `true` moves focus to the first
    /// focusable view here (FOCUS1).
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: FocusBinding(box: condition.box, value: true)))
    }

    /// Binds this view's focus to a focus state, as in SwiftUI: the value
    /// is `value` while focus is on this view (or on a focusable view
    /// inside it), and setting it to `value` moves focus to the first
    /// focusable view here (FOCUS1).
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: FocusBinding(box: binding.box, value: value)))
    }
}

/// The modifier `focused(_:)` and `focused(_:equals:)` apply.
nonisolated public struct _FocusedModifier: ViewModifier, PrimitiveModifier {
    let binding: any AnyFocusBinding

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in FocusedBehavior(binding: binding) }
    }
}

/// Internal: one `focused` binding: a focus state's storage and the value
/// it has while this view has focus.
struct FocusBinding<Value: Hashable>: AnyFocusBinding {
    let box: FocusStateBox<Value>?
    let value: Value

    var storage: (any FocusStorage)? { box }
    var isCurrent: Bool { box.map { $0.value == value } ?? false }
    func apply() { box?.set(value) }
}

/// Internal: a `focused` binding whatever its value type.
protocol AnyFocusBinding {
    /// The focus state's storage (`nil` outside a graph).
    var storage: (any FocusStorage)? { get }
    /// Whether the focus state holds this binding's value.
    var isCurrent: Bool { get }
    /// Sets the focus state to this binding's value.
    func apply()
}

/// Internal: the node `focused` makes; layout passes through it.
struct FocusedBehavior: PassThroughBehavior {
    let binding: any AnyFocusBinding
    var kindName: String { "focused" }

    func isSame(as other: any NodeBehavior) -> Bool { other is FocusedBehavior }
}
