/// Several pieces of rotor content in a row (what a builder block with
/// more than one makes).
public struct _TupleAccessibilityRotorContent<each Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    let content: (repeat each Content)
    /// Primitive: no body.
    public var body: Never { fatalError("_TupleAccessibilityRotorContent has no body") }
}
