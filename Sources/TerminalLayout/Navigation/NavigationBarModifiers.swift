// The navigation bar modifiers of iOS 13 and 14, deprecated in SwiftUI but
// in much code still: each is the modern modifier it was replaced by, or
// accepted with no effect where a terminal's navigation stack has nothing
// of the kind (NAV3).
nonisolated extension View {
    /// Sets the navigation title (`navigationTitle(_:)`).
    public consuming func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title (`navigationTitle(_:)`).
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation title (`navigationTitle(_:)`).
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title; the display mode changes nothing (a terminal's title is one line).
    public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title; the display mode changes nothing.
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                             displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation title; the display mode changes nothing.
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                                displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Puts views in the toolbar's leading and trailing places
    /// (`toolbar` with `.navigationBarLeading` and `.navigationBarTrailing` items).
    public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts a view in the toolbar's leading place.
    public consuming func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts a view in the toolbar's trailing place.
    public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Accepted: a navigation stack's title line stays (NAV3).
    public consuming func navigationBarHidden(_ hidden: Bool) -> some View { self }

    /// Accepted: the back button stays — in a terminal it is the way back
    /// besides Escape (NAV3).
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Hides the tab bar of the tab view showing this view when `visibility` is `.hidden`
    /// and `bars` holds `.tabBar` (TAB1); the other bars stay (NAV3).
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarVisibilityModifier(hidesTabBar: visibility == .hidden && bars.contains(.tabBar)))
    }

    /// iOS 18's name of `toolbar(_:for:)`: hides the tab bar when `visibility` is `.hidden`
    /// and `bars` holds `.tabBar` (TAB1); the other bars stay (NAV3).
    public consuming func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarVisibilityModifier(hidesTabBar: visibility == .hidden && bars.contains(.tabBar)))
    }

    /// Accepted: a terminal's navigation is one stack of views whatever the style (NAV3).
    public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// The style of a `NavigationView`, as in SwiftUI (accepted, NAV3).
public protocol NavigationViewStyle {}

/// The platform's navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns side by side (drawn as a stack here).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Two columns (deprecated; drawn as a stack here).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// The modifier `toolbar(_:for:)` applies: a pass-through node saying whether the tab bar is
/// hidden while the view is shown, which the tab view around looks for (TAB1).
nonisolated public struct _ToolbarVisibilityModifier: ViewModifier, PrimitiveModifier {
    let hidesTabBar: Bool

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let hides = hidesTabBar
        wrapEach(content, context, into: &elements) { _ in TabBarVisibilityBehavior(hidesTabBar: hides) }
    }
}

/// Internal: whether the tab bar is hidden while the view under this node is shown.
struct TabBarVisibilityBehavior: PassThroughBehavior {
    let hidesTabBar: Bool
    var kindName: String { "toolbarVisibility" }
    func isSame(as other: any NodeBehavior) -> Bool {
        (other as? TabBarVisibilityBehavior)?.hidesTabBar == hidesTabBar
    }
}
