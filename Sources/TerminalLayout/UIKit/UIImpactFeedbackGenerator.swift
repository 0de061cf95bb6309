import Foundation

/// UIKit's impact haptic (UIK1): nothing is played in a terminal.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's weight.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override init() {
        style = .medium
        super.init()
    }

    /// Plays an impact: none here.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0…1): none here.
    open func impactOccurred(intensity: CGFloat) {}
}
