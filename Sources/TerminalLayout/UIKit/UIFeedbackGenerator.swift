/// UIKit's haptic feedback generator (UIK1), for SwiftUI code that plays haptics through
/// `import SwiftUI` alone: a terminal has no haptics, so nothing is played (as
/// `sensoryFeedback`).
@MainActor open class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the haptics: there are none.
    open func prepare() {}
}
