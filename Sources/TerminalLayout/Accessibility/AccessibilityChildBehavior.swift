/// How an accessibility element treats its children, as in SwiftUI
/// (`accessibilityElement(children:)`); a terminal app has no
/// accessibility tree, so nothing changes (A11Y1).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: UInt8
    /// The children are hidden; the element stands for them.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay elements of their own, inside the new one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's properties are combined into the new element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}
