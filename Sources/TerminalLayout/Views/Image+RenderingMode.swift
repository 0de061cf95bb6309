extension Image {
    /// Whether an image is drawn as a template — in the foreground style —
    /// or in its own colours, as in SwiftUI (IMG4).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in the foreground colour (`foregroundColor(_:)`,
        /// `foregroundStyle(_:)`): what an image without a mode does.
        case template
        /// Drawn in its own colours: a glyph in the terminal's default
        /// colour, whatever foreground colour is set.
        case original
    }

    /// The image drawn in `renderingMode` (`nil`: the image's own mode).
    ///
    /// A glyph is drawn in the foreground colour with `.template` or `nil`
    /// (as before: SF Symbols are templates in SwiftUI, and the placeholder
    /// of a catalogue image has no colours of its own) and in the
    /// terminal's default colour with `.original`. A drawn image
    /// (`Image(size:renderer:)`) keeps its colours unless `.template`,
    /// which draws all of it in the foreground colour (IMG4).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }
}
