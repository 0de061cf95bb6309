import Foundation

/// Internal: the leaf behaviour of a `Text` under `textRenderer(_:)`
/// (TXR1): sized as the text (or as the renderer says), drawn by the
/// renderer into a context whose recording is the placement (a canvas's,
/// CNV1).
struct TextRendererBehavior: NodeBehavior {
    let text: TextBehavior
    let renderer: any TextRenderer
    let attributes: TextAttributes?
    let environment: ResolvedEnvironment

    var kindName: String { "Text" }

    /// The renderer cannot be compared: the text counts as changed on every update.
    func isSame(as other: any NodeBehavior) -> Bool { false }

    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movable }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        let proxy = TextProxy { text.sizeThatFits($0, node: node, engine: engine) }
        return renderer.sizeThatFits(proposal: proposal, text: proxy)
    }

    var guideSource: ExplicitGuideSource { text.guideSource }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        text.explicitAlignment(key, size: size, proposal: proposal, node: node, engine: engine)
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        let metrics = engine.environment.cellMetrics
        let layout = self.layout(text.lines(for: proposal, metrics: metrics), width: size.width, metrics: metrics)
        let renderer = self.renderer
        let padding = renderer.displayPadding
        var context = GraphicsContext(environment: environment, metrics: metrics, size: size)
        // Drawing may reach past the frame by the display padding, no further (a canvas's clip, CNV1).
        context.clipRect = CGRect(x: -padding.leading, y: -padding.top, width: size.width + padding.leading + padding.trailing,
                                  height: size.height + padding.top + padding.bottom)
        // A renderer is often written in a view's body: main-actor code (ISO1).
        onMainThread {
            var drawing = context
            renderer.draw(layout: layout, in: &drawing)
        }
        var placement = context.placement
        placement.displayPadding = padding
        return .canvas(placement)
    }

    /// `lines` as a text layout in a frame `width` wide: one row each,
    /// placed along the row as the text's alignment places it.
    func layout(_ lines: [String], width: CGFloat, metrics: CellMetrics) -> Text.Layout {
        let style = TextPlacement(lines: [], foreground: text.color, isBold: text.isBold, isDim: text.isDim)
        let frameColumns = metrics.columns(in: width)
        let direction = environment.layoutDirection
        let layoutLines = lines.enumerated().map { row, line in
            let characters = line.map(String.init)
            var columns = [0]
            for character in characters { columns.append(columns.last! + DisplayWidth.of(character)) }
            let lineColumns = columns.last!
            let start = switch text.alignment {
            case .leading: 0
            case .center: (frameColumns - lineColumns) / 2
            case .trailing: frameColumns - lineColumns
            }
            let origin = CGPoint(x: CGFloat(start) * metrics.column, y: CGFloat(row + 1) * metrics.row)
            let run = Text.Layout.Run(characters: characters, columns: columns, style: style, attributes: attributes,
                                      metrics: metrics, origin: origin, layoutDirection: direction)
            return Text.Layout.Line(runs: [run], origin: origin, typographicBounds: run.typographicBounds)
        }
        let truncated = (lines.last?.hasSuffix("…") ?? false) && !text.content.hasSuffix("…")
        return Text.Layout(lines: layoutLines, isTruncated: truncated)
    }
}
