/// How a ``List`` looks, as in SwiftUI; every style draws a list the same way here (LIST1):
/// rows one under the other, inset by a column on each side.
public protocol ListStyle {}

/// The platform's list style.
public struct DefaultListStyle: ListStyle, Sendable { public init() {} }
/// Rows without grouping.
public struct PlainListStyle: ListStyle, Sendable { public init() {} }
/// Rows inset from the edges.
public struct InsetListStyle: ListStyle, Sendable { public init() {} }
/// Sections in groups.
public struct GroupedListStyle: ListStyle, Sendable { public init() {} }
/// Sections in inset groups.
public struct InsetGroupedListStyle: ListStyle, Sendable { public init() {} }
/// A sidebar's list.
public struct SidebarListStyle: ListStyle, Sendable { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows without grouping.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Sections in groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections in inset groups.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated extension View {
    /// Sets the style of the lists in this view; every style draws the same here (LIST1), so
    /// the view is laid out and drawn as it is.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        self
    }
}
