/// An image, drawn in a terminal as one glyph: `Image(systemName:)` shows
/// the SF Symbol's counterpart from a small table (`Image.glyph(forSystemName:)`,
/// e.g. `"star.fill"` → `★`, `"checkmark"` → `✓`), any other name shows
/// the placeholder `□`. So views written for SwiftUI compile and keep their shape.
///
/// Sizing: the glyph's width in columns (1 for every glyph of the table)
/// by one row, whatever is proposed — an image has a fixed size, as in
/// SwiftUI (IMG1). After `resizable()` it takes the size proposed (its glyph's
/// size where a dimension is unspecified) and draws the glyph at its
/// top-leading corner. It is drawn as text: `foregroundColor(_:)` and a
/// bold `font(_:)` apply; `imageScale(_:)` is accepted and changes nothing
/// (a cell has one size).
///
/// The rest of SwiftUI's image API (IMG4): the catalogue forms with a
/// bundle, a label, `decorative:` and a variable value
/// (`Image+Initializers.swift`), `Image(_: ImageResource)`, an image drawn
/// by a closure (`Image(size:label:opaque:colorMode:renderer:)`,
/// `Image+Drawing.swift`), `renderingMode(_:)` (`.original` ignores the
/// foreground colour), `resizable(capInsets:resizingMode:)` (`.tile`
/// repeats the glyph over the frame), `interpolation(_:)`,
/// `antialiased(_:)` and `allowedDynamicRange(_:)` (nothing in cells).
nonisolated public struct Image: View, PrimitiveView, Equatable, Sendable {
    /// The glyph drawn (for a drawn image, what it shows in text).
    let glyph: String
    /// The SF Symbol name it was made from (`symbolVariant(_:)` reads it).
    let systemName: String?
    /// What `Image(size:label:opaque:colorMode:renderer:)` draws, or `nil`
    /// for a glyph.
    var drawing: ImageDrawing?
    /// Whether the image takes the size proposed.
    var isResizable = false
    /// How a resizable image fills its frame (`resizable(capInsets:resizingMode:)`, IMG4).
    var resizingMode: ResizingMode = .stretch
    /// Whether the image is tinted with the foreground colour (`nil`: the
    /// image's own mode — tinted, for a glyph; IMG4).
    var renderingMode: TemplateRenderingMode?

    /// The image for an SF Symbol name: its glyph from the table, or `□`.
    public init(systemName: String) {
        glyph = Self.glyph(forSystemName: systemName)
        self.systemName = systemName
    }

    /// An image from an asset catalogue, which a terminal does not have:
    /// the placeholder `□`, or the symbol's glyph if `name` is one of the
    /// table's symbol names. The bundle is not searched (IMG4).
    public init(_ name: String, bundle: Bundle? = nil) {
        glyph = Self.glyph(forSystemName: name)
        systemName = nil
    }

    /// An image drawing `glyph` (a `UIImage`'s, UIIMG1).
    init(glyph: String) {
        self.glyph = glyph
        systemName = nil
    }

    /// An image drawn by a closure (`Image+Drawing.swift`).
    init(drawing: ImageDrawing) {
        glyph = Self.placeholder
        systemName = nil
        self.drawing = drawing
    }

    /// The image, resizable: it takes the size proposed.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// What an image whose name is not in the table shows.
    public static let placeholder = "□"

    /// The glyph drawn for an SF Symbol name (`placeholder` for a name not
    /// in the table). Single-column glyphs only, so images keep their cell.
    public static func glyph(forSystemName name: String) -> String {
        symbolGlyphs[name] ?? placeholder
    }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let env = context.environment
        if let drawing {
            // What it draws is made while it is placed, as a canvas's (UPD1).
            context.builder.layoutTimeContent += 1
            let behavior = DrawnImageBehavior(environment: env, drawing: drawing, isResizable: isResizable,
                                              resizingMode: resizingMode, renderingMode: renderingMode)
            elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Image.self))), behavior: behavior))
            return
        }
        var glyph = self.glyph
        // A symbol variant asked for above (`symbolVariant(_:)`): the
        // variant's glyph when the table has it.
        if let systemName, env.custom != nil {
            let variants = EnvironmentValues(env).symbolVariants
            if variants != .none, let variant = variants.glyph(for: systemName) { glyph = variant }
        }
        let behavior = ImageBehavior(glyph: glyph, isResizable: isResizable, tiles: resizingMode == .tile,
                                     isBold: env.isBold || (env.font?.isBold ?? false), isDim: env.font?.isDim ?? false,
                                     color: renderingMode == .original ? nil : env.foregroundColor)
        let image = context.node(context.path.appending(.type(ObjectIdentifier(Image.self))), behavior: behavior)
        // A symbol an appear/disappear effect hides (SYM1): its cell kept, drawn at opacity 0.
        if systemName != nil, env.custom != nil, EnvironmentValues(env).symbolEffectHidesSymbols {
            let hidden = context.node(image.key.appending(.wrap(ObjectIdentifier(RenderBehavior.self))),
                                      behavior: RenderBehavior(modifier: _RenderModifier(name: "symbolEffect",
                                                                                         clips: false, opacity: 0)))
            context.builder.setChildren(NodeList(image), of: hidden)
            elements.append(hidden)
        } else {
            elements.append(image)
        }
    }
}

extension Image: CustomStringConvertible {
    /// The glyph, so an image interpolated into text shows it:
    /// `Text("\(Image(systemName: "star.fill")) 4.5")` is `★ 4.5`.
    public var description: String { glyph }
}

extension Text {
    /// Text showing an image's glyph (SwiftUI's `Text(Image)`).
    public init(_ image: Image) {
        self.init(verbatim: image.glyph)
    }
}

extension Image {
    /// The scale of an image relative to text (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

nonisolated extension View {
    /// Sets the scale of images below this view. Accepted for SwiftUI code;
    /// a terminal draws every image in one cell, so it changes nothing.
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_EnvironmentModifier { _ in })
    }
}

/// Internal: the leaf behaviour of `Image`: its glyph's cells, or the
/// proposal when resizable; drawn as one line of text — or, tiled, as the
/// glyph repeated over the frame (IMG4).
struct ImageBehavior: NodeBehavior, Equatable {
    let glyph: String
    let isResizable: Bool
    /// Whether a resizable image repeats its glyph over its frame (`.tile`).
    let tiles: Bool
    let isBold: Bool
    let isDim: Bool
    let color: Color?

    var kindName: String { "Image" }

    func glyphSize(_ metrics: CellMetrics) -> CGSize {
        metrics.points(columns: DisplayWidth.of(glyph), rows: 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        let size = glyphSize(engine.environment.cellMetrics)
        guard isResizable else { return size }
        return proposal.replacingUnspecifiedDimensions(by: size)
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        let lines = isResizable && tiles ? tiledLines(size, engine.environment.cellMetrics) : [glyph]
        return .text(TextPlacement(lines: lines, foreground: color, isBold: isBold, isDim: isDim))
    }

    /// The glyph repeated over `size`: as many whole glyphs as fit a row,
    /// as many rows as fit (one glyph where a dimension is not finite).
    func tiledLines(_ size: CGSize, _ metrics: CellMetrics) -> [String] {
        func count(_ length: CGFloat, _ unit: CGFloat) -> Int {
            let cells = (length / unit).rounded(.down)
            return cells.isFinite ? Int(Swift.max(0, Swift.min(cells, 10_000))) : 1
        }
        let width = Swift.max(1, DisplayWidth.of(glyph))
        let line = String(repeating: glyph, count: count(size.width, metrics.column) / width)
        return Array(repeating: line, count: count(size.height, metrics.row))
    }
}
