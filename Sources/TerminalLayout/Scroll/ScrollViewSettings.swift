/// SwiftUI's scroll view settings that the environment carries to every
/// scroll view inside the modified view: `scrollDisabled`,
/// `defaultScrollAnchor`, `contentMargins` (SC2–SC4).
nonisolated extension View {
    /// Keeps the scroll views inside from being scrolled by the user
    /// (`ViewGraph.scroll(by:)`); scrolling from code — `ScrollViewProxy`,
    /// `scrollPosition`, revealing the focused view — still moves them (SC2).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Where the scroll views inside start, keep their place when their
    /// content's size changes, and align content smaller than themselves:
    /// `.bottom` starts at the end and stays there as content grows (SC3).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.scrollAnchors, ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor))
    }

    /// `defaultScrollAnchor(_:)` for one role only (iOS 18) (SC3).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollAnchors) { anchors in
            switch role.kind {
            case .initialOffset: anchors.initialOffset = anchor
            case .sizeChanges: anchors.sizeChanges = anchor
            case .alignment: anchors.alignment = anchor
            }
        }
    }

    /// Insets the content of the scroll views inside by `insets` on `edges`
    /// (SC4): the content is laid out and scrolled inside the margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement.affectsContent else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// Insets the content of the scroll views inside by `length` on
    /// `edges` (`nil`: one cell, as `padding`'s default) (SC4).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 1
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge (SC4).
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// What a `defaultScrollAnchor(_:for:)` anchor is for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind
    /// Where a scroll view starts.
    public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
    /// The point that keeps its place when the content's size changes.
    public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
    /// Where content smaller than the scroll view sits.
    public static let alignment = ScrollAnchorRole(kind: .alignment)
}

/// Where `contentMargins` applies.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// The content (and, in SwiftUI, the indicators).
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The indicators only: a terminal's indicator is a column at the edge,
    /// which does not move (no effect here).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
    var affectsContent: Bool { kind != .scrollIndicators }
}

/// Internal: the anchors of `defaultScrollAnchor` (SC3).
struct ScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?
}

private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ScrollAnchorsKey: EnvironmentKey { static let defaultValue = ScrollAnchors() }
private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension EnvironmentValues {
    /// No margins.
    static let noMargins = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Whether the user may scroll the scroll views here (`scrollDisabled`, SC2).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
    /// `defaultScrollAnchor`'s anchors (SC3).
    var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
    /// `contentMargins` for the scroll content (SC4).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}
