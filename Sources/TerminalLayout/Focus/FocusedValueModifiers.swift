import Combine
import Observation

nonisolated extension View {
    /// Publishes `value` at `keyPath` while this view, or a view inside it, has focus, as in
    /// SwiftUI: what `@FocusedValue(keyPath)` reads then (FOCV1).
    public consuming func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishing(scene: false) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value` at `keyPath` while this view, or a view inside it, has focus; `nil`
    /// publishes nothing (FOCV1).
    @_disfavoredOverload
    public consuming func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishing(scene: false) { $0[keyPath: keyPath] = value }
    }

    /// Publishes an observable object while this view, or a view inside it, has focus: what
    /// `@FocusedValue(T.self)` reads then; `nil` publishes nothing (FOCV1, iOS 17).
    public consuming func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishing(scene: false) { $0[FocusedObjectKey<T>.self] = object }
    }

    /// Publishes `value` at `keyPath` wherever focus is in this view's scene, as in SwiftUI
    /// (FOCV1: a view's own `focusedValue` around the focused view comes first).
    public consuming func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        publishing(scene: true) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value` at `keyPath` wherever focus is in this view's scene; `nil` publishes
    /// nothing (FOCV1).
    @_disfavoredOverload
    public consuming func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        publishing(scene: true) { $0[keyPath: keyPath] = value }
    }

    /// Publishes an observable object wherever focus is in this view's scene; `nil` publishes
    /// nothing (FOCV1, iOS 17).
    public consuming func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        publishing(scene: true) { $0[FocusedObjectKey<T>.self] = object }
    }

    /// Publishes `object` while this view, or a view inside it, has focus: what
    /// `@FocusedObject` reads then (FOCV1).
    public consuming func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        publishing(scene: false) { $0[FocusedObjectKey<T>.self] = object }
    }

    /// Publishes `object` while this view, or a view inside it, has focus; `nil` publishes
    /// nothing (FOCV1).
    @_disfavoredOverload
    public consuming func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        publishing(scene: false) { $0[FocusedObjectKey<T>.self] = object }
    }

    /// Publishes `object` wherever focus is in this view's scene (FOCV1).
    public consuming func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        publishing(scene: true) { $0[FocusedObjectKey<T>.self] = object }
    }

    /// Publishes `object` wherever focus is in this view's scene; `nil` publishes nothing (FOCV1).
    @_disfavoredOverload
    public consuming func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        publishing(scene: true) { $0[FocusedObjectKey<T>.self] = object }
    }

    /// This view publishing the values `set` writes.
    private consuming func publishing(scene: Bool, _ set: (inout FocusedValues) -> Void) -> some View {
        var values = FocusedValues()
        set(&values)
        return modifier(_FocusedValueModifier(values: values, isScene: scene))
    }
}

/// The modifier `focusedValue(_:_:)`, `focusedSceneValue(_:_:)`, `focusedObject(_:)` and
/// `focusedSceneObject(_:)` apply.
nonisolated public struct _FocusedValueModifier: ViewModifier, PrimitiveModifier {
    let values: FocusedValues
    let isScene: Bool

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in FocusedValueBehavior(values: values, isScene: isScene) }
    }
}

/// Internal: the node a `focusedValue`-like modifier makes: the focus system reads the values
/// it publishes (FOCV1); layout passes through it.
struct FocusedValueBehavior: PassThroughBehavior {
    let values: FocusedValues
    /// Published wherever focus is (`focusedSceneValue`), not only around the focused view.
    let isScene: Bool
    var kindName: String { isScene ? "focusedSceneValue" : "focusedValue" }

    /// What is published does not matter to layout.
    func isSame(as other: any NodeBehavior) -> Bool { other is FocusedValueBehavior }
}
