extension Image {
    /// How a resizable image fills a frame larger than its content, as in
    /// SwiftUI (IMG4).
    public enum ResizingMode: Hashable, Sendable {
        /// The content repeated over the frame: a glyph in every cell it
        /// fits (whole glyphs only), a drawn image at every multiple of its
        /// size.
        case tile
        /// The content stretched to the frame: a glyph drawn once at the
        /// frame's top-leading cell (IMG1; a glyph is not scaled), a drawn
        /// image's paths scaled to the frame.
        case stretch
    }

    /// The image, resizable: it takes the size proposed (IMG1) and fills
    /// it in `resizingMode`. `capInsets` changes nothing: a glyph is one
    /// cell, with no edges to keep (IMG4).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = resizable()
        copy.resizingMode = resizingMode
        return copy
    }
}
