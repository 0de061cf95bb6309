/// How prominent a badge is (SwiftUI's `BadgeProminence`,
/// `badgeProminence(_:)`). Carried by `EnvironmentValues.badgeProminence`
/// for views of your own to read; a row's badge (LIST2) is drawn alike at
/// every prominence (APR1).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int

    /// The standard prominence.
    public static let standard = BadgeProminence(level: 0)
    /// More prominent than standard.
    public static let increased = BadgeProminence(level: 1)
    /// Less prominent than standard.
    public static let decreased = BadgeProminence(level: -1)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static var defaultValue: BadgeProminence { .standard }
}

extension EnvironmentValues {
    /// The prominence of badges below (`badgeProminence(_:)`); `.standard` unless set.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of badges below this view (`EnvironmentValues.badgeProminence`, APR1).
    public consuming func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
