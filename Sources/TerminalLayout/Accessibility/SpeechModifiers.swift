/// SwiftUI's speech modifiers for VoiceOver (`speechAnnouncementsQueued`,
/// `speechAlwaysIncludesPunctuation`, `speechSpellsOutCharacters`,
/// `speechAdjustedPitch`), on `Text` and on views: a terminal app drawn in
/// cells speaks nothing of its own (A11Y1), so each is accepted and the text
/// or view is drawn as it is (APR1).
extension Text {
    /// Announcements are not spoken: the text is returned unchanged (APR1).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// Text is not spoken: the text is returned unchanged (APR1).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Text is not spoken: the text is returned unchanged (APR1).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// Text is not spoken: the text is returned unchanged (APR1).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
}

nonisolated extension View {
    /// Announcements are not spoken: the view is returned unchanged (APR1).
    public consuming func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// Text is not spoken: the view is returned unchanged (APR1).
    public consuming func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Text is not spoken: the view is returned unchanged (APR1).
    public consuming func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Text is not spoken: the view is returned unchanged (APR1).
    public consuming func speechAdjustedPitch(_ value: Double) -> some View { self }
}
