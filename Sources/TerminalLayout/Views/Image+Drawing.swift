extension Image {
    /// An image of `size` whose content `renderer` draws into a
    /// `GraphicsContext`, as SwiftUI's (iOS 16) — drawn as a `Canvas` of
    /// that size would draw it (CNV1, IMG4).
    ///
    /// ```swift
    /// Image(size: CGSize(width: 4, height: 2)) { context in
    ///     context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), with: .color(.red))
    /// }
    /// ```
    ///
    /// The image is `size` in the layout's points (cells under `.cells`
    /// metrics) whatever is proposed; after `resizable()` it takes the
    /// proposal and its drawing is stretched to the frame (paths scaled,
    /// text moved, not scaled), or with `.tile` repeated at every `size`.
    /// `label` (for accessibility), `opaque` and `colorMode` change
    /// nothing in cells. In text (`Text(Image)`) it shows the placeholder `□`.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        self.init(drawing: ImageDrawing(size: size, renderer: renderer))
    }
}

/// Internal: what an image made with `Image(size:label:opaque:colorMode:renderer:)`
/// draws. A class so that `Image` stays `Equatable` and `Sendable`: two
/// images are equal when they share one drawing (a closure cannot be
/// compared); the closure is run on the main thread (ISO1), as a canvas's.
final class ImageDrawing: Equatable, @unchecked Sendable {
    /// The image's size.
    let size: CGSize
    /// Draws the image's content.
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size
        self.renderer = renderer
    }

    static func == (lhs: ImageDrawing, rhs: ImageDrawing) -> Bool { lhs === rhs }

    /// Draws the content into `context` (its origin at the image's
    /// top-leading corner) for a frame of `frame`: once at the image's
    /// size, stretched to the frame, or repeated over it (`.tile`).
    func draw(into context: GraphicsContext, frame: CGSize, isResizable: Bool, resizingMode: Image.ResizingMode) {
        let renderer = self.renderer
        let size = self.size
        var origins = [CGPoint.zero]
        var scale = CGSize(width: 1, height: 1)
        if isResizable, resizingMode == .tile, size.width > 0, size.height > 0 {
            let columns = Self.tiles(frame.width, size.width), rows = Self.tiles(frame.height, size.height)
            origins = (0..<rows).flatMap { row in
                (0..<columns).map { CGPoint(x: CGFloat($0) * size.width, y: CGFloat(row) * size.height) }
            }
        } else if isResizable, size.width > 0, size.height > 0, frame.width.isFinite, frame.height.isFinite {
            scale = CGSize(width: frame.width / size.width, height: frame.height / size.height)
        }
        // The closure is main-actor code when a body wrote it (ISO1).
        onMainThread {
            for origin in origins {
                var drawing = context
                drawing.translateBy(x: origin.x, y: origin.y)
                drawing.scaleBy(x: scale.width, y: scale.height)
                renderer(&drawing)
            }
        }
    }

    /// How many tiles of `tile` start inside `length` (one where it is not finite).
    private static func tiles(_ length: CGFloat, _ tile: CGFloat) -> Int {
        let count = (length / tile).rounded(.up)
        return count.isFinite ? Int(Swift.max(0, Swift.min(count, 10_000))) : 1
    }
}

/// Internal: the leaf behaviour of a drawn `Image`: its size (the
/// proposal when resizable), its drawing recorded when placed as a
/// canvas's (CNV1, IMG4); `.template` draws everything in the foreground
/// colour.
struct DrawnImageBehavior: NodeBehavior {
    let environment: ResolvedEnvironment
    let drawing: ImageDrawing
    let isResizable: Bool
    let resizingMode: Image.ResizingMode
    let renderingMode: Image.TemplateRenderingMode?

    var kindName: String { "Image" }

    /// The closure cannot be compared: the image counts as changed on every update.
    func isSame(as other: any NodeBehavior) -> Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: drawing.size) : drawing.size
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        let context = GraphicsContext(environment: environment, metrics: engine.environment.cellMetrics, size: size)
        drawing.draw(into: context, frame: size, isResizable: isResizable, resizingMode: resizingMode)
        var placement = context.placement
        if renderingMode == .template {
            placement.items = placement.items.map { $0.tinted(environment.foregroundColor ?? .primary) }
        }
        return .canvas(placement)
    }
}

extension CanvasPlacement.Item {
    /// The item drawn in `color` (a template image's drawing, IMG4).
    func tinted(_ color: Color) -> CanvasPlacement.Item {
        var item = self
        switch command {
        case .fill(let path, _, let eoFill): item.command = .fill(path, color: color, eoFill: eoFill)
        case .stroke(let path, _): item.command = .stroke(path, color: color)
        case .text(var text, let origin):
            text.foreground = color
            item.command = .text(text, origin: origin)
        case .symbol:
            // A view keeps its own colours (a template image draws no views).
            break
        }
        return item
    }
}
