/// Internal: an `Alignment` made of built-in guides, in two bytes — the
/// index of its horizontal guide (leading, center, trailing) and of its
/// vertical one (top, center, bottom, first and last text baseline).
///
/// Frames keep their alignment this way so that their behaviour fits an
/// existential's inline buffer; an alignment with a custom `AlignmentID`
/// has no compact form.
struct BuiltinAlignment: Equatable {
    private let horizontal: UInt8
    private let vertical: UInt8

    private static let horizontals: [HorizontalAlignment] = [.leading, .center, .trailing]
    private static let verticals: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

    /// The compact form of `alignment`, or `nil` if a guide is custom.
    /// Read from the guides' key bits, which say where a built-in guide
    /// sits (their order is `horizontals`' and `verticals'`).
    init?(_ alignment: Alignment) {
        guard let h = alignment.horizontal.key.builtinIndex, let v = alignment.vertical.key.builtinIndex else { return nil }
        horizontal = h
        vertical = v
    }

    /// Where the two guides sit in a frame (`AlignmentKey.framePosition`),
    /// from the indices alone: no guide made (each is a lazily made static).
    /// A text baseline has no frame position.
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) {
        @inline(__always) get {
            (horizontal == 0 ? .start : horizontal == 1 ? .center : .end,
             vertical == 0 ? .start : vertical == 1 ? .center : vertical == 2 ? .end : nil)
        }
    }

    /// The alignment.
    var alignment: Alignment {
        Alignment(horizontal: Self.horizontals[Int(horizontal)], vertical: Self.verticals[Int(vertical)])
    }
}
