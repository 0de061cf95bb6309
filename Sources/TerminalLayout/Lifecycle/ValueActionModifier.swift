nonisolated extension View {
    /// Performs `action` with the old and the new value when `value`
    /// changes between two updates of this view (LIFE1).
    ///
    /// The value is compared with `==` after each update that resolves the
    /// view; the action runs once the update is over. With `initial`, it
    /// also runs when the view appears, with `value` as both arguments.
    ///
    /// ```swift
    /// Text(query).onChange(of: query) { old, new in results = search(new) }
    /// ```
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                 _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Performs `action` when `value` changes between two updates of this
    /// view — and, with `initial`, when the view appears (LIFE1).
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                 _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Performs `action` with the new value when `value` changes between
    /// two updates of this view (LIFE1): the form SwiftUI had before
    /// `onChange(of:initial:_:)`; never when the view appears.
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }
}

/// A modifier that runs an action when a value changes between updates
/// (`onChange(of:initial:_:)`); it lays out as its content.
nonisolated public struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in ValueActionBehavior() }
        let arena = context.builder.engine.arena
        let (value, action) = (value, action)
        for node in elements[start...] {
            // The value the node saw last time, unless it was made now.
            if let previous = node.exchangeObservedValue(value) {
                if previous != value { arena.lifecycleActions.append { action(previous, value) } }
            } else if initial {
                arena.lifecycleActions.append { action(value, value) }
            }
        }
    }
}

/// Internal: the node `onChange(of:)` makes: layout passes through it; the
/// value it saw is kept with it (`Node.observedValue`).
struct ValueActionBehavior: PassThroughBehavior, Equatable {
    var kindName: String { "onChange" }
}
