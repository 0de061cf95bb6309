/// Space between a toolbar's items (iOS 26), separating groups of them: one empty cell in the
/// terminal's toolbar row whatever its sizing (TLB1), at its placement's end of the row.
///
/// ```swift
/// .toolbar {
///     ToolbarItem { Button("Undo") { … } }
///     ToolbarSpacer(.fixed)
///     ToolbarItem { Button("Share") { … } }
/// }
/// ```
nonisolated public struct ToolbarSpacer: ToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Space of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public var _toolbarItems: [_ToolbarEntry] {
        [_ToolbarEntry(view: AnyView(Color.clear.frame(width: 1, height: 1)), leading: placement.leading)]
    }
}

/// How much room a ``ToolbarSpacer`` takes (iOS 26): one cell either way here (TLB1).
public struct SpacerSizing: Hashable, Sendable {
    private let name: String
    /// As much as the bar has to spare.
    public static let flexible = SpacerSizing(name: "flexible")
    /// A fixed gap.
    public static let fixed = SpacerSizing(name: "fixed")
}

extension ToolbarContent {
    /// Whether the item shares the bar's glass background with its neighbours (iOS 26): accepted;
    /// the toolbar row has no background of its own (TLB1, PLAT2).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        _ToolbarItems(_toolbarItems: _toolbarItems)
    }
}
