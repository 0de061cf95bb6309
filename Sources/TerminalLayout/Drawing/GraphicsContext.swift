/// An immediate-mode drawing destination: what a `Canvas` hands its
/// renderer closure to draw with (rule CNV1).
///
/// As in SwiftUI, the context is a value: its state — `opacity`,
/// `transform`, the clip, `blendMode`, `environment` — belongs to the copy
/// that changes it, while every copy draws into the same canvas. Drawing
/// records commands (a display list, `CanvasPlacement`) that the terminal
/// renderer draws in cells: paths filled and stroked as shapes' paths are
/// (PATH1), text at its position. A transform moves paths and text
/// positions; text is never scaled or rotated (a cell holds one upright
/// glyph). Only rectangles clip exactly: `clip(to:)` clips to the path's
/// bounding rectangle.
public struct GraphicsContext {
    /// The drawing commands every copy of one context records into.
    final class Recorder {
        var items: [CanvasPlacement.Item] = []
    }

    var recorder: Recorder
    /// The environment the canvas was resolved in.
    var resolvedEnvironment: ResolvedEnvironment
    /// Points per cell: how text is measured.
    let metrics: CellMetrics
    /// The clip in canvas coordinates (the canvas's bounds at first).
    var clipRect: CGRect
    /// The canvas's symbols, laid out, by tag (CNV2; none without `symbols:`).
    let symbols: [AnyHashable: ResolvedSymbol]

    /// The opacity of what is drawn from now on, 0…1 (0: nothing; under
    /// 0.5: dim, as `opacity(_:)` draws a view).
    public var opacity: Double = 1
    /// How what is drawn blends with what is under it: accepted, and
    /// nothing is blended (a cell shows the last thing drawn in it).
    public var blendMode: BlendMode = .normal
    /// The transform from this context's coordinates to the canvas's,
    /// applied to paths and to the positions of text.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas view.
    public var environment: EnvironmentValues { EnvironmentValues(resolvedEnvironment) }

    init(environment: ResolvedEnvironment, metrics: CellMetrics, size: CGSize,
         symbols: [AnyHashable: ResolvedSymbol] = [:]) {
        recorder = Recorder()
        resolvedEnvironment = environment
        self.metrics = metrics
        clipRect = CGRect(origin: .zero, size: size)
        self.symbols = symbols
    }

    /// The commands recorded so far by this context and its copies.
    var placement: CanvasPlacement { CanvasPlacement(items: recorder.items) }

    // MARK: Transforms

    /// Moves the origin of this context's coordinates by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales this context's coordinates by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates this context's coordinates by `angle` (clockwise on screen,
    /// y growing down).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Narrows the clip to `path` in this context's coordinates — to its
    /// bounding rectangle, in cells (CNV1). `style` and the `.inverse`
    /// option change nothing: an inverse clip cannot be a rectangle, so
    /// the clip is left as it is.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        let bounds = path.applying(transform).boundingRect
        clipRect = clipRect.intersection(bounds)
        if clipRect.isNull { clipRect = .zero }
    }

    /// Narrows the clip to what `content` draws, as SwiftUI masks later
    /// drawing with a layer's alpha — here to the rectangle bounding what
    /// the layer drew (CNV1), the layer itself not drawn. An `opacity` of 0
    /// clips everything away; the `.inverse` option changes nothing, as
    /// for `clip(to:)`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.recorder = Recorder()
        try content(&layer)
        guard !options.contains(.inverse) else { return }
        guard opacity > 0 else { clipRect = .zero; return }
        let drawn = layer.recorder.items.reduce(CGRect.null) { $0.union(bounds(of: $1)) }
        clipRect = drawn.isNull ? .zero : clipRect.intersection(drawn)
        if clipRect.isNull { clipRect = .zero }
    }

    /// The rectangle an item covers in canvas coordinates, inside its clip.
    private func bounds(of item: CanvasPlacement.Item) -> CGRect {
        let covered: CGRect
        switch item.command {
        case .fill(let path, _, _), .stroke(let path, _):
            covered = path.boundingRect
        case .text(let text, let origin):
            let cells = TextLayout.cellSize(of: text.lines)
            covered = CGRect(origin: origin, size: metrics.points(columns: cells.columns, rows: cells.rows))
        case .symbol(let placements, let origin):
            covered = placements.reduce(CGRect.null) { $0.union($1.frame) }.offsetBy(dx: origin.x, dy: origin.y)
        }
        guard let clip = item.clip else { return covered }
        return covered.intersection(clip)
    }

    /// The bounding rectangle of the clip, in this context's coordinates.
    public var clipBoundingRect: CGRect {
        guard !clipRect.isEmpty else { return .zero }
        return clipRect.applying(transform.inverted())
    }

    // MARK: Layers

    /// Draws what `content` draws into a copy of this context (a layer
    /// composited back at once: in cells there is nothing to composite, so
    /// the copy's state changes affect only what it draws).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    /// Fills `path` with `shading`: the cells whose centres are inside
    /// (PATH1; `style.isEOFilled` chooses the even-odd rule).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path.applying(transform), color: shading.color(in: resolvedEnvironment), eoFill: style.isEOFilled))
    }

    /// Draws `path`'s outline with `shading`, one cell wide whatever
    /// `style`'s width (PATH1).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path.applying(transform), color: shading.color(in: resolvedEnvironment)))
    }

    /// Draws `path`'s outline with `shading`, one cell wide whatever
    /// `lineWidth` (PATH1).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// `text` resolved in this context's environment, to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: resolvedEnvironment, metrics: metrics)
    }

    /// Draws `text` with its `anchor` (a unit point of its size) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`: wrapped to its width, cut to its height.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text with its `anchor` at `point`: one line per
    /// paragraph, the point moved by the transform (nothing where it is not
    /// finite).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let lines = text.lines(width: nil, height: nil)
        let size = text.size(of: lines)
        let at = point.applying(transform)
        let origin = CGPoint(x: at.x - anchor.x * size.width, y: at.y - anchor.y * size.height)
        guard origin.x.isFinite, origin.y.isFinite else { return }
        record(.text(text.placement(lines), origin: origin))
    }

    /// Draws resolved text in `rect` (its origin moved by the transform;
    /// nothing where it is not finite).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let lines = text.lines(width: rect.width, height: rect.height)
        let origin = rect.origin.applying(transform)
        guard origin.x.isFinite, origin.y.isFinite else { return }
        record(.text(text.placement(lines), origin: origin))
    }

    func record(_ command: CanvasPlacement.Command) {
        let opacity = self.opacity.isNaN ? 0 : Swift.max(0, Swift.min(1, self.opacity))
        recorder.items.append(CanvasPlacement.Item(command: command, opacity: opacity, clip: clipRect))
    }
}
