extension GraphicsContext {
    /// An image resolved in a context's environment, ready to draw: in a
    /// terminal its glyph (IMG1), one cell, drawn as one line of text
    /// (rule CNV1) — or what a drawn image's closure draws (IMG4).
    public struct ResolvedImage {
        let glyph: String
        /// What `Image(size:renderer:)` draws, or `nil` for a glyph.
        let drawing: ImageDrawing?
        let renderingMode: Image.TemplateRenderingMode?
        let isBold: Bool
        let isDim: Bool
        let environment: ResolvedEnvironment
        let metrics: CellMetrics

        /// The shading the glyph is drawn with (`nil`: the foreground colour
        /// set above the canvas, else the terminal's default).
        public var shading: Shading?

        /// The image's size: its glyph's columns by one row (a drawn
        /// image's own size).
        public var size: CGSize { drawing?.size ?? metrics.points(columns: DisplayWidth.of(glyph), rows: 1) }

        /// The image's baseline, from its top: the bottom of its row.
        public var baseline: CGFloat { metrics.row }

        init(image: Image, environment env: ResolvedEnvironment, metrics: CellMetrics) {
            var glyph = image.glyph
            // A symbol variant asked for above the canvas (IMG2), as the view draws it.
            if let systemName = image.systemName, env.custom != nil {
                let variants = EnvironmentValues(env).symbolVariants
                if variants != .none, let variant = variants.glyph(for: systemName) { glyph = variant }
            }
            self.glyph = glyph
            drawing = image.drawing
            renderingMode = image.renderingMode
            isBold = env.isBold || (env.font?.isBold ?? false)
            isDim = env.font?.isDim ?? false
            environment = env
            self.metrics = metrics
        }

        /// The glyph as a text placement: in the shading or the foreground
        /// colour, or the terminal's default for `.original` (IMG4).
        var placement: TextPlacement {
            TextPlacement(lines: [glyph], foreground: renderingMode == .original ? nil : tint,
                          isBold: isBold, isDim: isDim)
        }

        /// The colour of a template image: the shading's, else the foreground colour.
        var tint: Color? { shading?.color(in: environment) ?? environment.foregroundColor }
    }

    /// `image` resolved in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, environment: resolvedEnvironment, metrics: metrics)
    }

    /// Draws `image`'s glyph with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image`'s glyph at `rect`'s top-leading corner (a resizable
    /// image's glyph, IMG1: a glyph is not stretched).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image's glyph with its `anchor` at `point` (moved
    /// by the transform; nothing where it is not finite).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        let at = point.applying(transform)
        let origin = CGPoint(x: at.x - anchor.x * size.width, y: at.y - anchor.y * size.height)
        guard origin.x.isFinite, origin.y.isFinite else { return }
        if image.drawing != nil {
            // Drawn in this context's coordinates, so that the transform scales it as it scales paths.
            let corner = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
            drawContent(of: image, in: CGRect(origin: corner, size: size))
            return
        }
        record(.text(image.placement, origin: origin))
    }

    /// Draws a resolved image's glyph at `rect`'s top-leading corner
    /// (nothing for an empty rectangle); a drawn image's content is
    /// stretched to `rect` (IMG4).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard !rect.isEmpty else { return }
        let origin = rect.origin.applying(transform)
        guard origin.x.isFinite, origin.y.isFinite else { return }
        if image.drawing != nil {
            drawContent(of: image, in: rect)
            return
        }
        record(.text(image.placement, origin: origin))
    }

    /// Runs a drawn image's closure in a copy of this context moved to
    /// `rect`, scaled from the image's size to it and clipped to it; a
    /// `.template` image's commands are recoloured with its tint (IMG4).
    private func drawContent(of image: ResolvedImage, in rect: CGRect) {
        guard let drawing = image.drawing, drawing.size.width > 0, drawing.size.height > 0 else { return }
        var layer = self
        layer.clip(to: Path(rect))
        layer.translateBy(x: rect.minX, y: rect.minY)
        let start = recorder.items.count
        drawing.draw(into: layer, frame: rect.size, isResizable: true, resizingMode: .stretch)
        if image.renderingMode == .template {
            let tint = image.tint ?? .primary
            for index in start..<recorder.items.count { recorder.items[index] = recorder.items[index].tinted(tint) }
        }
    }
}
