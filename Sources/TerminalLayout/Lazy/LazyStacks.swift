/// A vertical stack that SwiftUI creates lazily. Here it lays out exactly
/// like `VStack`; "lazy" means only that the renderer draws only what is
/// on screen, which it does for every view.
public struct LazyVStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack laid out by `VStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }
}

/// A horizontal stack that SwiftUI creates lazily; lays out like `HStack`.
public struct LazyHStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack laid out by `HStackLayout`.
    public var body: some View { _LayoutRoot(layout: layout, content: content) }
}

/// Views a lazy stack or grid pins while scrolling; accepted for source
/// compatibility (headers are not pinned in a terminal).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
