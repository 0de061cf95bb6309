/// Internal: a `Color` held by reference, so that the behaviour of a
/// colour view fits an existential's inline buffer; equal colours resolved
/// one after another share one object (`SharedColor.Cache`).
final class SharedColor {
    let color: Color

    init(_ color: Color) {
        self.color = color
    }

    /// The colour made last, handed out again while views keep asking for it.
    struct Cache {
        private var last: SharedColor?

        /// A shared `color`: the last one made if it is equal, else a new one.
        mutating func shared(_ color: Color) -> SharedColor {
            if let last, last.color == color { return last }
            let made = SharedColor(color)
            last = made
            return made
        }
    }
}
