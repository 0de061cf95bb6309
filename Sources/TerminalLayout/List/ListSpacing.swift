/// `listRowSpacing(_:)` and `listSectionSpacing(_:)` (iOS 15, 17), and the minimum row and
/// header heights in the environment (rule LIST6).
nonisolated extension View {
    /// Puts `spacing` empty rows of cells between the rows of a ``List`` inside this view —
    /// between every two of its rows, section headers and footers included; `nil` is the
    /// list's own spacing, none (LIST6).
    public consuming func listRowSpacing(_ spacing: CGFloat?) -> some View {
        transformEnvironment(\.listRowSpacing) { $0 = spacing }
    }

    /// Accepted: a list here draws its sections one after the other without gaps, whatever
    /// the spacing (LIST6).
    public consuming func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// Accepted: a list here draws its sections one after the other without gaps, whatever
    /// the spacing (LIST6).
    public consuming func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
}

/// The space between a list's sections (SwiftUI's `ListSectionSpacing`).
public struct ListSectionSpacing: Sendable {
    enum Kind: Equatable, Sendable { case `default`, compact, custom(CGFloat) }
    let kind: Kind
    /// The list style's spacing.
    public static let `default` = ListSectionSpacing(kind: .default)
    /// Less than the default.
    public static let compact = ListSectionSpacing(kind: .compact)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(kind: .custom(spacing)) }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The spacing `listRowSpacing(_:)` set (internal; the list reads it).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The least height of a list row, as in SwiftUI: one cell here, which every row has;
    /// settable and readable, not applied by the list (LIST6).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's section header, as in SwiftUI (`nil`: the style's);
    /// settable and readable, not applied by the list (LIST6).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
