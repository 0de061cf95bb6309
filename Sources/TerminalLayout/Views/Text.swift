/// A view that displays one or more lines of text, measured in terminal
/// cells (T1–T6).
///
/// Ideal size: the widest paragraph by the number of paragraphs. A
/// narrower width wraps at spaces; a shorter height truncates with "…".
/// Wide (CJK) characters take two columns, combining marks none; the
/// widths come from `DisplayWidth`, the same function the renderer uses.
/// Control characters are shown as visible stand-ins (`␛`), never sent to
/// the terminal. The first text baseline is the bottom of the first line;
/// the last is the bottom of the text (T5). `Text("")` is 0×0 (T6).
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    var content: String
    var font: Font?
    var color: Color?
    /// A style `foregroundStyle(_:)` set that is not a colour, resolved
    /// where the text is (STYLE1).
    var style: StyleBox?
    var bolded = false
    /// The weight `fontWeight(_:)` set, over the font's.
    var weight: Font.Weight?
    /// The custom attributes (`customAttribute(_:)`, TXR1).
    var attributes: TextAttributes?

    /// Creates text from a string.
    /// (Disfavoured, as in SwiftUI: a string literal is a ``LocalizedStringKey``.)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Creates text from a string, without localization.
    public init(verbatim content: String) { self.content = content }

    /// `Text` has no body.
    public var body: Never { preconditionFailure("Text is a primitive view") }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text, bold.
    public func bold() -> Text {
        var copy = self
        copy.bolded = true
        return copy
    }

    /// This text, bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        var copy = self
        copy.bolded = isActive
        return copy
    }

    /// Italic cannot be shown in a terminal; the text is returned unchanged.
    public func italic() -> Text { self }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        copy.style = nil
        return copy
    }

    /// This text in a style, resolved to one colour where the text is (STYLE1).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        if let color = style as? Color {
            copy.color = color
            copy.style = nil
        } else {
            copy.color = nil
            copy.style = StyleBox(style)
        }
        return copy
    }

    /// Two texts joined; the result keeps the first one's style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var copy = lhs
        copy.content += rhs.content
        return copy
    }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        // The environment is borrowed from the builder's store, not copied (a copy retains
        // and releases each of its references: ≈ 10% of resolving a text).
        _resolve(context, in: context.environment, into: &elements)
    }

    private func _resolve(_ context: ResolveContext, in env: borrowing ResolvedEnvironment, into elements: inout [Node]) {
        let font = self.font ?? env.font
        let style = context.builder.engine.textStyles.style(
            isBold: bolded || (weight.map { $0.value >= Font.Weight.semibold.value } ?? (env.isBold || (font?.isBold ?? false))),
            isDim: weight.map { $0.value <= Font.Weight.light.value } ?? (font?.isDim ?? false),
            color: color ?? style?.color(in: env) ?? env.foregroundColor,
            lineLimit: env.lineLimit,
            alignment: env.layoutDirection == .rightToLeft ? env.textAlignment.mirrored : env.textAlignment,
            truncation: env.truncationMode,
            reservedLines: env.reservedLines)
        var shown = switch env.textCase {
        case nil: content
        case .uppercase?: content.uppercased()
        case .lowercase?: content.lowercased()
        }
        if !env.redactionReasons.isEmpty { shown = RedactionReasons.redacted(shown, in: env) }
        let behavior = TextBehavior(content: shown, style: style)
        // A text renderer is a value of the environment's own keys: none set, none to look up.
        if env.custom != nil, let renderer = EnvironmentValues(copy env).textRenderer {
            // Drawn by the renderer when placed (TXR1), as a canvas is (not kept by value, UPD1).
            context.builder.layoutTimeContent += 1
            let drawn = TextRendererBehavior(text: behavior, renderer: renderer, attributes: attributes, environment: copy env)
            elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Text.self))), behavior: drawn))
            return
        }
        elements.append(context.node(context.path.appending(.type(ObjectIdentifier(Text.self))), behavior: behavior))
    }
}

/// Internal: the leaf behaviour of `Text`: its string and its style.
///
/// 24 bytes, so that a node's behaviour existential holds it in place
/// (a larger value is put in a heap box of its own, one allocation per
/// text): the style is a shared `TextStyle`, the same object for every
/// text of one style that a pass resolves (`TextStyle.Cache`).
struct TextBehavior: NodeBehavior, Equatable {
    let content: String
    let style: TextStyle

    var isBold: Bool { style.isBold }
    var isDim: Bool { style.isDim }
    var color: Color? { style.color }
    var lineLimit: Int? { style.lineLimit }
    var alignment: TextAlignment { style.alignment }

    init(content: String, style: TextStyle) {
        self.content = content
        self.style = style
    }

    init(content: String, isBold: Bool, isDim: Bool, color: Color?, lineLimit: Int?, alignment: TextAlignment) {
        self.init(content: content, style: TextStyle(isBold: isBold, isDim: isDim, color: color, lineLimit: lineLimit,
                                                    alignment: alignment))
    }

    static func == (a: TextBehavior, b: TextBehavior) -> Bool {
        a.content == b.content && (a.style === b.style || a.style == b.style)
    }

    var kindName: String { "Text" }
    /// A leaf: its lines depend on its size and proposal.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movable }

    func lines(for proposal: ProposedViewSize, metrics: CellMetrics) -> [String] {
        let columns = proposal.width.map { metrics.columns(in: $0) }
        if let width = fittingLineWidth(columns) { return width > 0 ? [content] : [] }
        var maxLines = proposal.height.map { metrics.rows(in: $0) }
        if let limit = lineLimit { maxLines = Swift.min(maxLines ?? limit, limit) }
        return TextLayout.lines(content, width: columns, maxLines: maxLines, truncation: style.truncation)
    }

    /// The width of the text when it is one line of printable ASCII that
    /// fits in `columns` (T1, T2: it is then its own only line, whatever the
    /// height), else `nil`.
    func fittingLineWidth(_ columns: Int?) -> Int? {
        guard let width = TextLayout.printableASCIIWidth(content), width <= (columns ?? .max) else { return nil }
        return width
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize {
        let metrics = engine.environment.cellMetrics
        if let width = fittingLineWidth(proposal.width.map { metrics.columns(in: $0) }) {
            return metrics.points(columns: width, rows: reserved(width > 0 ? 1 : 0, proposal, metrics))
        }
        let size = TextLayout.cellSize(of: lines(for: proposal, metrics: metrics))
        return metrics.points(columns: size.columns, rows: reserved(size.rows, proposal, metrics))
    }

    /// `rows`, or the reserved lines when more (`lineLimit(_:reservesSpace:)`,
    /// a range's lower bound), as many as the proposed height holds (T3).
    @inline(__always)
    private func reserved(_ rows: Int, _ proposal: ProposedViewSize, _ metrics: CellMetrics) -> Int {
        guard let lines = style.reservedLines, lines > rows else { return rows }
        return Swift.min(lines, proposal.height.map { Swift.max(1, metrics.rows(in: $0)) } ?? lines)
    }

    var guideSource: ExplicitGuideSource { .textBaselines }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            return size.height == 0 ? 0 : Swift.min(engine.environment.cellMetrics.row, size.height)
        }
        if key == VerticalAlignment.lastTextBaseline.key { return size.height }
        return nil
    }

    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .text(TextPlacement(lines: lines(for: proposal, metrics: engine.environment.cellMetrics),
                            foreground: color, isBold: isBold, isDim: isDim, alignment: alignment))
    }
}
