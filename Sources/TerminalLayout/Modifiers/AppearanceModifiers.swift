import Foundation

/// SwiftUI modifiers about appearance and system chrome that real code
/// sets (APR1): `accentColor(_:)` is the tint, `labelsVisibility(_:)` hides
/// or shows controls' labels as `labelsHidden()`; the rest — a typesetting
/// language, widget and invalidation marks, the status bar and system
/// overlays a terminal app has none of, scroll clipping — are accepted and
/// change nothing drawn.
nonisolated extension View {
    /// The accent colour of this view (SwiftUI deprecated it for `tint(_:)`):
    /// the same tint as `tint(_:)` — a focused `Button`'s box, `.tint` styles
    /// (`nil`: the accent colour) (APR1).
    public consuming func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Shows (`.visible`) or hides (`.hidden`) the labels of controls below
    /// this view, as `labelsHidden()` does; `.automatic` leaves them as the
    /// views above decided (APR1).
    public consuming func labelsVisibility(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { environment in
            switch visibility {
            case .visible: environment.labelsHidden = false
            case .hidden: environment.labelsHidden = true
            case .automatic: break
            }
        })
    }

    /// A terminal draws every script in its one typeface: the language
    /// changes nothing drawn (APR1).
    public consuming func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// Content is never shown as invalidated in a terminal (no widgets, no
    /// redaction): the view is drawn as it is (APR1).
    public consuming func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// A terminal app is not a widget: the view is drawn as it is (APR1).
    public consuming func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// A terminal app has no status bar to hide (APR1).
    public consuming func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// A terminal app has no status bar to hide (APR1).
    public consuming func statusBar(hidden: Bool) -> some View { self }

    /// A terminal app has no system overlays (home indicator, multitasking
    /// controls) to show or hide (APR1).
    public consuming func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// A scroll view's content is drawn within its cells: not clipping is
    /// not modelled, and the content stays clipped (APR1).
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
}
