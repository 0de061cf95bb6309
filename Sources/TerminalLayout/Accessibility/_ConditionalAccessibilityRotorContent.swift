/// Rotor content that is one of two (what `if`/`else` in a builder makes).
public struct _ConditionalAccessibilityRotorContent<First: AccessibilityRotorContent,
                                                    Second: AccessibilityRotorContent>: AccessibilityRotorContent {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    /// Primitive: no body.
    public var body: Never { fatalError("_ConditionalAccessibilityRotorContent has no body") }
}
