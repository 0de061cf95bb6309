/// SwiftUI's modifiers for what a device shows around an app — haptic
/// feedback, the navigation and tab bars' backgrounds and title sizes, a
/// sheet's heights and grabber. A terminal has no haptics, draws its title
/// line and tab bar in cells of one size, and shows a sheet over the whole
/// window (PRS1), so each is accepted, with SwiftUI's name, labels and
/// defaults, and returns the view unchanged.
nonisolated extension View {
    /// A terminal has no haptics: nothing is played when `trigger` changes.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// A terminal has no haptics: nothing is played when `trigger` changes.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                                        condition: @escaping (T, T) -> Bool) -> some View { self }

    /// A terminal has no haptics: nothing is played when `trigger` changes.
    public consuming func sensoryFeedback<T: Equatable>(trigger: T,
                                                        _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }

    /// The title line is one row of cells: its display mode changes nothing.
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// The title line is one row of cells: its display mode changes nothing.
    public consuming func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// The bars are drawn in the terminal's colours: their background is not set.
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars are drawn in the terminal's colours: their background is not set.
    public consuming func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars are drawn in the terminal's colours: their background (a colour, a
    /// material, a gradient) is not set.
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars are drawn in the terminal's colours: their colour scheme is not set.
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// A sheet fills the window (PRS1): it has one height.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// A sheet fills the window (PRS1): it has one height.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>,
                                              selection: Binding<PresentationDetent>) -> some View { self }

    /// A sheet is not dragged: it shows no grabber.
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// A sheet's corners are cells: their radius is not set.
    public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}

/// A haptic (SwiftUI's `SensoryFeedback`); a terminal plays none.
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, impact
    }
    let kind: Kind
    /// A task succeeded.
    public static let success = SensoryFeedback(kind: .success)
    /// A warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// An error.
    public static let error = SensoryFeedback(kind: .error)
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// A value went up.
    public static let increase = SensoryFeedback(kind: .increase)
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// Something started.
    public static let start = SensoryFeedback(kind: .start)
    /// Something stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// A level changed.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// An impact.
    public static let impact = SensoryFeedback(kind: .impact)
    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// How heavy an impact is.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    /// How flexible what is hit is.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}

/// The navigation bar's items (SwiftUI's `NavigationBarItem`), for its title display mode.
public enum NavigationBarItem {
    /// How the title is shown.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// How a toolbar's title is shown (SwiftUI's `ToolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, inline, inlineLarge, large }
    let kind: Kind
    /// As the platform does.
    public static let automatic = ToolbarTitleDisplayMode(kind: .automatic)
    /// In the bar.
    public static let inline = ToolbarTitleDisplayMode(kind: .inline)
    /// Large, in the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(kind: .inlineLarge)
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode(kind: .large)
}

/// A bar a toolbar modifier is for (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar, windowToolbar }
    let kind: Kind
    /// The bars of the view.
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// A window's toolbar.
    public static let windowToolbar = ToolbarPlacement(kind: .windowToolbar)
}

/// A height a sheet may rest at (SwiftUI's `PresentationDetent`); a sheet
/// here fills the window.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(Double), height(Double) }
    let kind: Kind
    /// About half the window.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole window.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the window.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
}
