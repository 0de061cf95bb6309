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
