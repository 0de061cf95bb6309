import TerminalLayout
import LayoutGallery

/// The scene types that name a layout — the gallery's (`flow`, `masonry`,
/// …) and the stacks inside `breakpoint` — with their parameters by their
/// Swift names, plus `children`; and the gallery's modifiers (`proportion`,
/// `placementPriority`) and `gridLayout` with its `gridRow`s.
enum SceneLayouts {
    /// The layout types a scene may name, in the order the README lists them.
    static let layoutTypes = ["flow", "wrap", "masonry", "responsive", "grid", "adaptiveFlexRow", "radial",
                              "proportional", "priorityLayout", "customSpacing", "breakpoint"]

    /// The view for a gallery type, or `nil` if `type` names none.
    static func decode(type: String, _ node: inout SceneNode) throws(SceneError) -> AnyView? {
        switch type {
        case "proportion":
            let value = CGFloat(try node.requiredNumber("value", .size))
            return AnyView(try SceneDecoder.child(&node).proportion(value))
        case "placementPriority":
            let value = try node.requiredNumber("value", .coordinate)
            return AnyView(try SceneDecoder.child(&node).placementPriority(value))
        case "gridLayout":
            return try grid(&node)
        default:
            guard let layout = try layout(type: type, &node) else { return nil }
            let items = try SceneDecoder.children(&node)
            return AnyView(layout { ForEachChild(items) })
        }
    }

    /// A layout described by `type` and its parameters (no children), or
    /// `nil` if `type` names no layout.
    static func layout(type: String, _ node: inout SceneNode) throws(SceneError) -> AnyLayout? {
        func spacing(_ key: String = "spacing", _ fallback: CGFloat = 1) throws(SceneError) -> CGFloat {
            CGFloat(try node.number(key, .size) ?? Double(fallback))
        }
        func count(_ key: String, _ fallback: Int) throws(SceneError) -> Int {
            Int(try node.number(key, .count) ?? Double(fallback))
        }
        switch type {
        case "hstack":
            return AnyLayout(HStackLayout(alignment: try node.choice("alignment", SceneDecoder.verticalAlignments) ?? .center,
                                          spacing: try node.number("spacing", .size).map { CGFloat($0) }))
        case "vstack":
            return AnyLayout(VStackLayout(alignment: try node.choice("alignment", SceneDecoder.horizontalAlignments) ?? .center,
                                          spacing: try node.number("spacing", .size).map { CGFloat($0) }))
        case "zstack":
            return AnyLayout(ZStackLayout(alignment: try node.choice("alignment", SceneDecoder.alignments) ?? .center))
        case "flow":
            return AnyLayout(FlowLayout(alignment: try node.choice("alignment", SceneDecoder.horizontalAlignments) ?? .leading,
                                        spacing: try spacing(), lineSpacing: try spacing("lineSpacing")))
        case "wrap":
            return AnyLayout(WrapLayout())
        case "masonry":
            return AnyLayout(MasonryLayout(columns: try count("columns", 2), spacing: try spacing()))
        case "responsive":
            return AnyLayout(ResponsiveLayout(minItemWidth: try spacing("minItemWidth", 10), spacing: try spacing()))
        case "grid":
            return AnyLayout(EfficientGridLayout(columns: try count("columns", 3), spacing: try spacing()))
        case "adaptiveFlexRow":
            return AnyLayout(AdaptiveFlexRow(spacing: try spacing(), minItemWidth: try spacing("minItemWidth", 10),
                                             maxItemsPerRow: try count("maxItemsPerRow", 3)))
        case "radial":
            let scale = try node.number("horizontalScale", .size) ?? 1
            if scale <= 0 { throw SceneError(path: node.fieldPath("horizontalScale"), message: "must be greater than 0") }
            return AnyLayout(RadialLayout(radius: try spacing("radius", 10), horizontalScale: CGFloat(scale)))
        case "proportional":
            return AnyLayout(ProportionalLayout(axis: try node.choice("axis", [("horizontal", Axis.horizontal), ("vertical", .vertical)]) ?? .horizontal))
        case "priorityLayout":
            return AnyLayout(PriorityLayout(spacing: try spacing()))
        case "customSpacing":
            return AnyLayout(CustomSpacingLayout())
        case "breakpoint":
            return AnyLayout(try breakpoint(&node))
        default:
            return nil
        }
    }

    /// `{"type": "breakpoint", "breakpoints": [{"minWidth": 60, "layout": {"type": "hstack"}}, {"layout": {"type": "vstack"}}]}`:
    /// a breakpoint without `minWidth` accepts when the layout's ideal size fits.
    static func breakpoint(_ node: inout SceneNode) throws(SceneError) -> BreakpointLayout {
        let items = try node.array("breakpoints")
        if items.isEmpty { throw SceneError(path: node.fieldPath("breakpoints"), message: "expected at least one breakpoint") }
        var breakpoints: [BreakpointLayout.Breakpoint] = []
        for (i, item) in items.enumerated() {
            var entry = try SceneNode(item, path: "\(node.fieldPath("breakpoints"))[\(i)]")
            let minWidth = try entry.number("minWidth", .size)
            var layoutNode = try SceneNode(try entry.object("layout"), path: entry.fieldPath("layout"))
            let type = try layoutNode.string("type")
            guard let layout = try layout(type: type, &layoutNode), type != "breakpoint" else {
                throw SceneError(path: layoutNode.fieldPath("type"), message: "unknown layout \"\(type)\"")
            }
            try layoutNode.finish(type: type)
            try entry.finish(type: "breakpoint entry")
            breakpoints.append(minWidth.map { .init(minWidth: CGFloat($0), layout) } ?? .init(layout))
        }
        return BreakpointLayout(breakpoints)
    }

    /// `{"type": "gridLayout", "rows": [{"type": "gridRow", "children": [...]}]}`.
    static func grid(_ node: inout SceneNode) throws(SceneError) -> AnyView {
        let alignment = try node.choice("alignment", SceneDecoder.alignments) ?? .center
        let horizontal = try node.number("horizontalSpacing", .size).map { CGFloat($0) }
        let vertical = try node.number("verticalSpacing", .size).map { CGFloat($0) }
        var rows: [(VerticalAlignment?, [AnyView])] = []
        for (i, item) in try node.array("rows").enumerated() {
            var row = try SceneNode(item, path: "\(node.fieldPath("rows"))[\(i)]")
            let type = try row.string("type")
            guard type == "gridRow" else {
                throw SceneError(path: row.fieldPath("type"), message: "expected \"gridRow\", got \"\(type)\"")
            }
            let rowAlignment = try row.choice("alignment", SceneDecoder.verticalAlignments)
            rows.append((rowAlignment, try SceneDecoder.children(&row)))
            try row.finish(type: type)
        }
        return AnyView(Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) {
            ForEach(rows.indices, id: \.self) { r in
                GridRow(alignment: rows[r].0) { ForEachChild(rows[r].1) }
            }
        })
    }
}
