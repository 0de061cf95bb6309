import Foundation

/// UIKit's bar metrics.
public enum UIBarMetrics: Int, Sendable {
    /// The default metrics.
    case `default` = 0
    /// A compact bar.
    case compact = 1
    /// A default bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
