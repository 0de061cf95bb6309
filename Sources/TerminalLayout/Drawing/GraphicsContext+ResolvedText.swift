extension GraphicsContext {
    /// Text resolved in a context's environment: its string, weight and
    /// colour fixed, ready to measure and draw (rule CNV1).
    public struct ResolvedText {
        let content: String
        let isBold: Bool
        let isDim: Bool
        /// The text's own colour (`foregroundColor(_:)`/`foregroundStyle(_:)`), if any.
        let color: Color?
        let truncation: Text.TruncationMode
        let environment: ResolvedEnvironment
        let metrics: CellMetrics

        /// The shading of text that has no colour of its own (the
        /// foreground style unless set).
        public var shading: Shading = .foreground

        init(text: Text, environment env: ResolvedEnvironment, metrics: CellMetrics) {
            let font = text.font ?? env.font
            isBold = text.bolded
                || (text.weight.map { $0.value >= Font.Weight.semibold.value } ?? (env.isBold || (font?.isBold ?? false)))
            isDim = text.weight.map { $0.value <= Font.Weight.light.value } ?? (font?.isDim ?? false)
            color = text.color ?? text.style?.color(in: env)
            truncation = env.truncationMode
            content = switch env.textCase {
            case nil: text.content
            case .uppercase?: text.content.uppercased()
            case .lowercase?: text.content.lowercased()
            }
            environment = env
            self.metrics = metrics
        }

        /// The size the text takes in `size` (points): wrapped to its width,
        /// as many lines as its height holds (an infinite dimension is no
        /// limit).
        public func measure(in size: CGSize) -> CGSize {
            self.size(of: lines(width: size.width, height: size.height))
        }

        /// The first line's baseline, from the top, in `size`: the bottom
        /// of the first line (T5).
        public func firstBaseline(in size: CGSize) -> CGFloat {
            lines(width: size.width, height: size.height).isEmpty ? 0 : metrics.row
        }

        /// The last line's baseline, from the top, in `size`: the bottom of
        /// the text (T5).
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measure(in: size).height
        }

        /// The lines in `width` × `height` points (`nil` or infinite: no limit).
        func lines(width: CGFloat?, height: CGFloat?) -> [String] {
            let columns = width.flatMap { $0.isFinite ? metrics.columns(in: Swift.max(0, $0)) : nil }
            let rows = height.flatMap { $0.isFinite ? metrics.rows(in: Swift.max(0, $0)) : nil }
            return TextLayout.lines(content, width: columns, maxLines: rows, truncation: truncation)
        }

        /// The size of `lines`, in points.
        func size(of lines: [String]) -> CGSize {
            let cells = TextLayout.cellSize(of: lines)
            return metrics.points(columns: cells.columns, rows: cells.rows)
        }

        /// `lines` as a text placement, in the text's colour or the shading's.
        func placement(_ lines: [String]) -> TextPlacement {
            TextPlacement(lines: lines, foreground: color ?? shading.color(in: environment), isBold: isBold, isDim: isDim)
        }
    }
}
