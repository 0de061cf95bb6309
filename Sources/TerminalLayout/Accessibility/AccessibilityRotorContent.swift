/// What an accessibility rotor lists, as in SwiftUI: entries
/// (`AccessibilityRotorEntry`) and content built of them with
/// `@AccessibilityRotorContentBuilder`.
///
/// A terminal app has no rotor: content is accepted and never built (A11Y2).
public protocol AccessibilityRotorContent {
    /// The content this content is made of.
    associatedtype Body: AccessibilityRotorContent

    /// The content this content is made of.
    @AccessibilityRotorContentBuilder var body: Body { get }
}

/// Never: the body of primitive rotor content (its `body` is `View`'s).
extension Never: AccessibilityRotorContent {}

/// Several pieces of rotor content in a row (what a builder block with
/// more than one makes).
public struct _TupleAccessibilityRotorContent<each Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    let content: (repeat each Content)
    /// Primitive: no body.
    public var body: Never { fatalError("_TupleAccessibilityRotorContent has no body") }
}

/// Rotor content that is one of two (what `if`/`else` in a builder makes).
public struct _ConditionalAccessibilityRotorContent<First: AccessibilityRotorContent,
                                                    Second: AccessibilityRotorContent>: AccessibilityRotorContent {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    /// Primitive: no body.
    public var body: Never { fatalError("_ConditionalAccessibilityRotorContent has no body") }
}

/// Rotor content that may be absent (what `if` without `else` makes).
public struct _OptionalAccessibilityRotorContent<Wrapped: AccessibilityRotorContent>: AccessibilityRotorContent {
    let wrapped: Wrapped?
    /// Primitive: no body.
    public var body: Never { fatalError("_OptionalAccessibilityRotorContent has no body") }
}
