extension GraphicsContext {
    /// A view of a canvas's `symbols:` laid out, ready to draw as many
    /// times as the renderer likes (rule CNV2).
    ///
    /// The layout engine lays the view out at its ideal size (proposed
    /// `nil` × `nil`) each time the canvas is placed; drawing it records the
    /// views it placed, which the terminal renderer draws as it draws any
    /// view — text, shapes, colours as cells — moved to where the context
    /// says.
    public struct ResolvedSymbol {
        /// The symbol's size: its view's ideal size, in points.
        public let size: CGSize
        /// The symbol's views as placed, in its own coordinates (its frame's
        /// origin at (0, 0)).
        let placements: [ViewPlacement]

        init(size: CGSize, placements: [ViewPlacement]) {
            self.size = size
            self.placements = placements
        }
    }

    /// The canvas's symbol tagged `id` (`tag(_:)` in its `symbols:`), laid
    /// out, or `nil` if none has that tag (CNV2).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)]
    }

    /// Draws `symbol` with its `anchor` (a unit point of its size) at
    /// `point`: the point moved by the transform — the symbol itself is not
    /// scaled or rotated (a cell holds one upright glyph) — in the
    /// context's opacity and clip; nothing where the point is not finite.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let at = point.applying(transform)
        let origin = CGPoint(x: at.x - anchor.x * symbol.size.width, y: at.y - anchor.y * symbol.size.height)
        guard origin.x.isFinite, origin.y.isFinite, !symbol.placements.isEmpty else { return }
        record(.symbol(symbol.placements, origin: origin))
    }

    /// Draws `symbol` at `rect`'s top-leading corner (moved by the
    /// transform), at its own size — a view laid out is not stretched —
    /// clipped to the rectangle's bounds (CNV2).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard !rect.isEmpty else { return }
        let origin = rect.origin.applying(transform)
        guard origin.x.isFinite, origin.y.isFinite, !symbol.placements.isEmpty else { return }
        var clipped = self
        clipped.clip(to: Path(rect))
        clipped.record(.symbol(symbol.placements, origin: origin))
    }
}
