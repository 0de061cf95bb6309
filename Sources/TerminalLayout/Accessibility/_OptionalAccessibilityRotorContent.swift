/// Rotor content that may be absent (what `if` without `else` makes).
public struct _OptionalAccessibilityRotorContent<Wrapped: AccessibilityRotorContent>: AccessibilityRotorContent {
    let wrapped: Wrapped?
    /// Primitive: no body.
    public var body: Never { fatalError("_OptionalAccessibilityRotorContent has no body") }
}
