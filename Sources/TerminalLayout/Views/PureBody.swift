/// Internal: resolves the `body` of a built-in view whose body depends only
/// on the view's value — a stack (its layout root), a `Grid`, a `GridRow` —
/// where the composite-body path would, with the same identity (the view's
/// type, then the body one step deeper), but without that path's work: the
/// view has no dynamic properties and reads no state or observable, so there
/// is nothing to install or note, and it is not counted as a body evaluated
/// (a `ForEach` element made only of such views and primitives is kept by
/// value when its value is last time's, UPD1). Stacks are in nearly every
/// body: the path (a cast to find the view is not primitive, a
/// dynamic-property cache probe, the body counters) cost ≈ 2,000
/// instructions a stack per update.
///
/// Observation is kept as a body has it: such a view resolved outside any
/// tracking (at the root) tracks what the bodies under it read, once
/// (`resolveObserved`).
func resolvePureBody<V: View>(of view: V, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
    let inner = inputs.context.appending(.type(ObjectIdentifier(V.self)))
    inner.builder.resolveObserved({ assumingMainActor(view) { $0.body } }, inner, into: &outputs.elements)
}
