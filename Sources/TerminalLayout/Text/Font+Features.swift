extension Font {
    /// This font with small capitals for its lowercase and uppercase letters. A terminal has
    /// one typeface, in one size: letters are drawn as they are written (FNT1).
    public func smallCaps() -> Font { self }

    /// This font with small capitals for its lowercase letters, drawn as they are written
    /// in a terminal's one typeface (FNT1).
    public func lowercaseSmallCaps() -> Font { self }

    /// This font with small capitals for its uppercase letters, drawn as they are written
    /// in a terminal's one typeface (FNT1).
    public func uppercaseSmallCaps() -> Font { self }

    /// This font with digits of one width: a terminal's cells already are (FNT1).
    public func monospacedDigit() -> Font { self }
}
