/// The style of the page index of a paged `TabView`, as in SwiftUI (accepted, PLAT1: a
/// terminal's tab view shows its bar whatever the style).
public protocol IndexViewStyle {}

nonisolated extension View {
    /// Accepted: the style of the page index of the tab views in this view (PLAT1).
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
