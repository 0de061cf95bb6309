/// How a window's toolbar sits in its title bar, as in SwiftUI on macOS: what
/// `windowToolbarStyle(_:)` takes (SCN2).
///
/// A terminal app's window is the terminal, which has no title bar: every style is accepted
/// and none changes anything.
public protocol WindowToolbarStyle {}

/// The default toolbar style (`.automatic`).
public struct DefaultWindowToolbarStyle: WindowToolbarStyle, Sendable {
    /// The default toolbar style.
    public init() {}
}

/// The title above the toolbar (`.expanded`).
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle, Sendable {
    /// The expanded style.
    public init() {}
}

/// The title and toolbar in one row (`.unified`).
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle, Sendable {
    /// The unified style, the title shown.
    public init() {}
    /// The unified style, the title shown as `showsTitle` says.
    public init(showsTitle: Bool) {}
}

/// The title and toolbar in one low row (`.unifiedCompact`).
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle, Sendable {
    /// The compact style, the title shown.
    public init() {}
    /// The compact style, the title shown as `showsTitle` says.
    public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The default toolbar style.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the toolbar.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// The title and toolbar in one row.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// The title and toolbar in one row, the title shown as `showsTitle` says.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// The title and toolbar in one low row.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// The title and toolbar in one low row, the title shown as `showsTitle` says.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}
