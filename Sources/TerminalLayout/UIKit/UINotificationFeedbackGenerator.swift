/// UIKit's notification haptic (UIK1): nothing is played in a terminal.
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the haptic tells.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the haptic for `notificationType`: none here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
