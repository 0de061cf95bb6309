/// The bar, tab and scroll-edge chrome of iOS 18 and 26 — Liquid Glass's bars — that real code
/// sets and a terminal has nothing to draw for: each accepted, the view laid out and drawn as
/// without it (PLAT2); `safeAreaBar` places its bar as `safeAreaInset` does (SA1).
nonisolated extension View {
    /// Accepted: a terminal's tab row keeps its size (PLAT2).
    public consuming func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// Accepted, not drawn: the accessory a tab bar shows above itself on iOS 26 (PLAT2).
    public consuming func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Accepted, not drawn: a sidebar-adaptable tab view's header (PLAT2).
    public consuming func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Accepted, not drawn: a sidebar-adaptable tab view's footer (PLAT2).
    public consuming func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Accepted, not drawn: a sidebar-adaptable tab view's bottom bar (PLAT2).
    public consuming func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Accepted: nothing is mirrored and blurred outside the safe area in cells (PLAT2).
    public consuming func backgroundExtensionEffect() -> some View { self }

    /// Accepted: a scroll view's edges do not fade in cells (PLAT2).
    public consuming func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Accepted: a scroll view's edges do not fade in cells (PLAT2).
    public consuming func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

    /// Accepted: a terminal's scroll indicators do not flash (PLAT2).
    public consuming func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Accepted: a terminal's scroll indicators do not flash (PLAT2).
    public consuming func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }

    /// Accepted: a symbol is one glyph in one colour here (PLAT2).
    public consuming func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { self }

    /// Accepted: a terminal has no writing tools (PLAT2).
    public consuming func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Accepted: a sheet fills the window here (PLAT2).
    public consuming func presentationSizing(_ sizing: PresentationSizing) -> some View { self }

    /// Accepted: list sections have no margins of their own in cells (PLAT2).
    public consuming func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View { self }

    /// Accepted: a label's icon and title are one cell apart here (PLAT2).
    public consuming func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View { self }

    /// Shows `content` as a bar along the top or bottom edge (iOS 26), laying this view out in
    /// what is left, as `safeAreaInset(edge:alignment:spacing:content:)` does (SA1).
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content` as a bar along the leading or trailing edge (iOS 26), as
    /// `safeAreaInset(edge:alignment:spacing:content:)` does (SA1).
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
