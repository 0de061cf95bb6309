/// How rounded corners are drawn; a terminal draws both the same.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature.
    case continuous
}
