/// When a `defaultFocus(_:_:priority:)` is used (SwiftUI's type).
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let isUserInitiatedOnly: Bool

    /// When the view appears with nothing of its focus state focused, and when focus moves
    /// into it (FOCUS3).
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiatedOnly: false)
    /// Only when the user moves focus into it: Tab already goes in view order here, so this
    /// sets nothing when the view appears (FOCUS3).
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiatedOnly: true)
}
