/// More of a device's chrome that real code sets and a terminal draws in one way: a sheet's
/// background and how it adapts to compact sizes, the toolbar's role and background, a
/// window's subtitle and the scenes that take external events. Each is accepted with
/// SwiftUI's name, labels and defaults and returns the view unchanged (PLAT1): a sheet here
/// fills the window (PRS1) in the terminal's colours, the title line is one row.
nonisolated extension View {
    /// Accepted: a sheet is drawn in the terminal's colours (PLAT1).
    public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Accepted: a sheet is drawn in the terminal's colours; `content` is not shown (PLAT1).
    public consuming func presentationBackground<V: View>(alignment: Alignment = .center,
                                                          @ViewBuilder content: () -> V) -> some View { self }

    /// Accepted: a sheet covers the window, so nothing behind it takes keys (PLAT1).
    public consuming func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// Accepted: a presentation is a sheet over the window at every size (PLAT1).
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// Accepted: a presentation is a sheet over the window at every size (PLAT1).
    public consuming func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                                        vertical verticalAdaptation: PresentationAdaptation) -> some View { self }

    /// Accepted: a sheet has one height, so a scroll in it always scrolls its content (PLAT1).
    public consuming func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Accepted: the title line shows the title and the toolbar's items whatever the role (PLAT1).
    public consuming func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// A menu under the navigation title (iOS 16): accepted — the title line here has no menu,
    /// and `content` is not shown (PLAT1).
    public consuming func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    /// Accepted: the bars are drawn in the terminal's colours (PLAT1).
    public consuming func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: a window's subtitle (macOS) has no line in a terminal's title row (PLAT1).
    public consuming func navigationSubtitle(_ subtitle: Text) -> some View { self }

    /// Accepted: a window's subtitle (macOS) has no line in a terminal's title row (PLAT1).
    public consuming func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }

    /// Accepted: a window's subtitle (macOS) has no line in a terminal's title row (PLAT1).
    @_disfavoredOverload
    public consuming func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

    /// Accepted: a terminal app has one window and takes no external events (PLAT1).
    public consuming func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

/// Whether what is behind a sheet takes input (SwiftUI's `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Equatable, Sendable { case automatic, enabled, enabledUpThrough(PresentationDetent), disabled }
    let kind: Kind
    /// As the platform does.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// What is behind takes input.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// What is behind takes input while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
    /// What is behind takes no input.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
}

/// How a presentation adapts to a compact size (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind
    /// As the platform does.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// As it is shown at a regular size.
    public static let none = PresentationAdaptation(kind: .none)
    /// As a popover.
    public static let popover = PresentationAdaptation(kind: .popover)
    /// As a sheet.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

/// What a swipe in a resizable sheet does first (SwiftUI's `PresentationContentInteraction`).
public struct PresentationContentInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, resizes, scrolls }
    let kind: Kind
    /// As the platform does.
    public static let automatic = PresentationContentInteraction(kind: .automatic)
    /// The sheet is resized first.
    public static let resizes = PresentationContentInteraction(kind: .resizes)
    /// The sheet's content scrolls first.
    public static let scrolls = PresentationContentInteraction(kind: .scrolls)
}

/// What a view's toolbar is for (SwiftUI's `ToolbarRole`).
public struct ToolbarRole: Sendable {
    enum Kind: Equatable, Sendable { case automatic, browser, editor, navigationStack }
    let kind: Kind
    /// As the platform does.
    public static let automatic = ToolbarRole(kind: .automatic)
    /// A browser's toolbar.
    public static let browser = ToolbarRole(kind: .browser)
    /// An editor's toolbar.
    public static let editor = ToolbarRole(kind: .editor)
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(kind: .navigationStack)
}
