/// UIKit's selection haptic (UIK1): nothing is played in a terminal.
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed haptic: none here.
    open func selectionChanged() {}
}
