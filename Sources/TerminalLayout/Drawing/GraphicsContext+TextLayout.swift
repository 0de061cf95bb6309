import Foundation

extension GraphicsContext {
    /// Draws a line of laid-out text (from a ``TextRenderer``'s layout)
    /// where the layout placed it, moved by the transform, in this
    /// context's opacity (TXR1).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws a run of laid-out text where the layout placed it (TXR1).
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: 0..<run.count), options: options)
    }

    /// Draws some characters of a run where the layout placed them (TXR1).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard !slice.indices.isEmpty else { return }
        let top = slice.typographicBounds.rect.origin.applying(transform)
        guard top.x.isFinite, top.y.isFinite else { return }
        var placement = slice.run.style
        placement.lines = [slice.text]
        record(.text(placement, origin: top))
    }
}
