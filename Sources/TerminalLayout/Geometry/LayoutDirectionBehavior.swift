/// Whether a view mirrors in a layout direction (iOS 17, SwiftUI's `LayoutDirectionBehavior`),
/// for `layoutDirectionBehavior(_:)` (RTL2).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors: laid out left to right whatever the environment says.
    case fixed
    /// Mirrors when the layout direction is `layoutDirection`.
    case mirrors(in: LayoutDirection)

    /// Mirrors right to left (`.mirrors(in: .rightToLeft)`): what views do by default.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// The direction a view with this behaviour is laid out in under `direction`: mirrored
    /// (right to left) exactly when the behaviour mirrors in `direction`.
    func effectiveDirection(under direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .fixed: .leftToRight
        case .mirrors(let mirroredIn): direction == mirroredIn ? .rightToLeft : .leftToRight
        }
    }
}

nonisolated extension View {
    /// Sets whether this view mirrors in the environment's layout direction (RTL2): `.fixed`
    /// lays it out left to right always, `.mirrors` (the default of views) right to left under
    /// `.rightToLeft`, `.mirrors(in: .leftToRight)` right to left under `.leftToRight` and left
    /// to right under `.rightToLeft`.
    public consuming func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        transformEnvironment(\.layoutDirection) { $0 = behavior.effectiveDirection(under: $0) }
    }
}
