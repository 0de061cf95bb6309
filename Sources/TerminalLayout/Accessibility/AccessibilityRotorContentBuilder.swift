/// The result builder of accessibility rotor content, as in SwiftUI
/// (`accessibilityRotor(_:entries:)`'s `entries`).
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// One piece of content, as it is.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// One piece of content, as it is.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// Several pieces of content in a row.
    public static func buildBlock<each Content: AccessibilityRotorContent>(
        _ content: repeat each Content
    ) -> _TupleAccessibilityRotorContent<repeat each Content> {
        _TupleAccessibilityRotorContent(content: (repeat each content))
    }

    /// Content under an `if` without `else`.
    public static func buildIf<Content: AccessibilityRotorContent>(
        _ content: Content?
    ) -> _OptionalAccessibilityRotorContent<Content> {
        _OptionalAccessibilityRotorContent(wrapped: content)
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: AccessibilityRotorContent, Second: AccessibilityRotorContent>(
        first: First
    ) -> _ConditionalAccessibilityRotorContent<First, Second> {
        _ConditionalAccessibilityRotorContent(storage: .first(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: AccessibilityRotorContent, Second: AccessibilityRotorContent>(
        second: Second
    ) -> _ConditionalAccessibilityRotorContent<First, Second> {
        _ConditionalAccessibilityRotorContent(storage: .second(second))
    }
}
