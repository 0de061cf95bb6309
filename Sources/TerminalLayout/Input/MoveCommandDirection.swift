/// The direction of a move command: an arrow key (SwiftUI's type, for `onMoveCommand`).
public enum MoveCommandDirection: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right

    /// The direction of an arrow key, or `nil` for any other key.
    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}
