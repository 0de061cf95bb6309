import TerminalLayout

/// Reads scene files (JSON, version 1) into views.
///
/// ```json
/// {"version": 1, "cellMetrics": {"column": 1, "row": 1}, "defaultSpacing": null,
///  "root": {"type": "hstack", "spacing": 1, "children": [
///     {"type": "text", "id": "hello", "string": "Hello"},
///     {"type": "rectangle", "fill": "blue", "label": "box"}]}}
/// ```
///
/// Every problem is a `SceneError` naming the JSON path of the bad value;
/// nothing is laid out from a file with any error. The full schema is in
/// the README ("Scene files").
public enum SceneDecoder {
    /// Reads a scene from the bytes of a file.
    public static func decode(_ bytes: [UInt8]) throws(SceneError) -> Scene {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(path: error.path, message: "invalid JSON (\(error))")
        }
        var top = try SceneNode(document, path: "$")
        if let version = try top.number("version", .coordinate), version != 1 {
            throw SceneError(path: "$.version", message: "unsupported version \(JSONValue.number(version).shortDescription); expected 1")
        }
        var environment = LayoutEnvironment()
        if let metricsValue = top.raw("cellMetrics"), metricsValue != .null {
            var metrics = try SceneNode(metricsValue, path: "$.cellMetrics")
            let column = try metrics.number("column", .size) ?? 1
            let row = try metrics.number("row", .size) ?? 1
            for (name, value) in [("column", column), ("row", row)] where value <= 0 {
                throw SceneError(path: "$.cellMetrics.\(name)", message: "must be greater than 0")
            }
            try metrics.finish(type: "cellMetrics")
            environment.cellMetrics = CellMetrics(column: column, row: row)
        }
        environment.defaultSpacing = try top.number("defaultSpacing", .size).map { CGFloat($0) }
        let root = try decodeNode(try top.object("root"), path: "$.root")
        try top.finish(type: "scene")
        var firstPaths: [String: String] = [:]
        var steps = ["$.root"]
        try checkUniqueIDs(top.raw("root") ?? .null, steps: &steps, firstPaths: &firstPaths)
        return Scene(root: root, environment: environment)
    }

    /// Fails on the second node (in file order) with the `id` of an earlier one: ids name
    /// the frames `frames` lists, so a duplicate would be lost from its output.
    /// Runs after the document decoded, when every `"id"` string left is a node's id.
    /// `steps` is the path down to `value`, joined only when an id is found.
    static func checkUniqueIDs(_ value: JSONValue, steps: inout [String],
                               firstPaths: inout [String: String]) throws(SceneError) {
        switch value {
        case .object(let fields):
            for (key, field) in fields {
                if key == "id", case .string(let id) = field {
                    let path = steps.joined() + ".id"
                    if let first = firstPaths[id] {
                        throw SceneError(path: path, message: "duplicate id \(JSONValue.string(id).shortDescription); first used at \(first)")
                    }
                    firstPaths[id] = path
                } else if case .object = field {
                    steps.append("." + key)
                    try checkUniqueIDs(field, steps: &steps, firstPaths: &firstPaths)
                    steps.removeLast()
                } else if case .array = field {
                    steps.append("." + key)
                    try checkUniqueIDs(field, steps: &steps, firstPaths: &firstPaths)
                    steps.removeLast()
                }
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                steps.append("[\(i)]")
                try checkUniqueIDs(item, steps: &steps, firstPaths: &firstPaths)
                steps.removeLast()
            }
        default:
            break
        }
    }

    /// Reads one node and everything below it.
    static func decodeNode(_ value: JSONValue, path: String) throws(SceneError) -> AnyView {
        var node = try SceneNode(value, path: path)
        let type = try node.string("type")
        let id = try node.optionalString("id")
        let view = try decodeBody(type: type, id: id, &node)
        try node.finish(type: type)
        return view
    }

    /// `view` with its `id`, in one `AnyView` (a leaf with an id in an `AnyView` of its own
    /// and another around it for the id was two boxes per child of a 100,000-child scene).
    static func identified<V: View>(_ view: V, _ id: String?) -> AnyView {
        if let id { return AnyView(view.id(id)) }
        return AnyView(view)
    }

    /// `identified` for a view already erased: itself when it has no id.
    static func identified(_ view: AnyView, _ id: String?) -> AnyView {
        if let id { return AnyView(view.id(id)) }
        return view
    }

    /// The children of a container.
    static func children(_ node: inout SceneNode) throws(SceneError) -> [AnyView] {
        let items = try node.array("children")
        var result: [AnyView] = []
        result.reserveCapacity(items.count)
        for (i, child) in items.enumerated() {
            result.append(try decodeNode(child, path: "\(node.fieldPath("children"))[\(i)]"))
        }
        return result
    }

    /// The single child of a modifier node.
    static func child(_ node: inout SceneNode, _ key: String = "child") throws(SceneError) -> AnyView {
        try decodeNode(try node.object(key), path: node.fieldPath(key))
    }

    static func decodeBody(type: String, id: String?, _ node: inout SceneNode) throws(SceneError) -> AnyView {
        switch type {
        case "text":
            return identified(Text(try node.string("string")), id)
        case "color":
            return identified(try color(&node, "color") ?? .primary, id)
        case "rectangle", "roundedRectangle", "circle", "capsule":
            return identified(try shape(type, &node), id)
        case "spacer":
            return identified(Spacer(minLength: try node.number("minLength", .size).map { CGFloat($0) }), id)
        default:
            return identified(try decodeModifier(type: type, &node), id)
        }
    }

    static func decodeModifier(type: String, _ node: inout SceneNode) throws(SceneError) -> AnyView {
        switch type {
        case "frame":
            let width = try node.number("width", .size).map { CGFloat($0) }
            let height = try node.number("height", .size).map { CGFloat($0) }
            let alignment = try node.choice("alignment", alignments) ?? .center
            return AnyView(try child(&node).frame(width: width, height: height, alignment: alignment))
        case "flexFrame":
            let minW = try node.number("minWidth", .size), idealW = try node.number("idealWidth", .size)
            let maxW = try node.number("maxWidth", .maximum)
            let minH = try node.number("minHeight", .size), idealH = try node.number("idealHeight", .size)
            let maxH = try node.number("maxHeight", .maximum)
            let alignment = try node.choice("alignment", alignments) ?? .center
            return AnyView(try child(&node).frame(
                minWidth: minW.map { CGFloat($0) }, idealWidth: idealW.map { CGFloat($0) }, maxWidth: maxW.map { CGFloat($0) },
                minHeight: minH.map { CGFloat($0) }, idealHeight: idealH.map { CGFloat($0) }, maxHeight: maxH.map { CGFloat($0) },
                alignment: alignment))
        case "padding":
            return try padding(&node)
        case "fixedSize":
            let horizontal = try node.bool("horizontal", default: true)
            let vertical = try node.bool("vertical", default: true)
            return AnyView(try child(&node).fixedSize(horizontal: horizontal, vertical: vertical))
        case "layoutPriority":
            let value = try node.requiredNumber("value", .coordinate)
            return AnyView(try child(&node).layoutPriority(value))
        case "offset":
            let x = CGFloat(try node.number("x", .coordinate) ?? 0), y = CGFloat(try node.number("y", .coordinate) ?? 0)
            return AnyView(try child(&node).offset(x: x, y: y))
        case "position":
            let x = CGFloat(try node.number("x", .coordinate) ?? 0), y = CGFloat(try node.number("y", .coordinate) ?? 0)
            return AnyView(try child(&node).position(x: x, y: y))
        case "alignmentGuide":
            return try alignmentGuide(&node)
        case "background", "overlay":
            let alignment = try node.choice("alignment", alignments) ?? .center
            let primary = try child(&node)
            let secondary = try child(&node, "content")
            return type == "background"
                ? AnyView(primary.background(alignment: alignment) { secondary })
                : AnyView(primary.overlay(alignment: alignment) { secondary })
        case "border":
            let borderColor = try color(&node, "color") ?? .primary
            return AnyView(try child(&node).border(borderColor))
        default:
            if let layout = try SceneLayouts.decode(type: type, &node) { return layout }
            throw SceneError(path: node.fieldPath("type"), message: "unknown type \"\(type)\"")
        }
    }

    static func shape(_ type: String, _ node: inout SceneNode) throws(SceneError) -> AnyView {
        let fill = try color(&node, "fill")
        let label = try node.optionalString("label")
        let base: AnyView
        switch type {
        case "rectangle": base = fill.map { AnyView(Rectangle().fill($0)) } ?? AnyView(Rectangle())
        case "roundedRectangle":
            let radius = CGFloat(try node.number("cornerRadius", .size) ?? 1)
            base = fill.map { AnyView(RoundedRectangle(cornerRadius: radius).fill($0)) } ?? AnyView(RoundedRectangle(cornerRadius: radius))
        case "circle": base = fill.map { AnyView(Circle().fill($0)) } ?? AnyView(Circle())
        default: base = fill.map { AnyView(Capsule().fill($0)) } ?? AnyView(Capsule())
        }
        guard let label else { return base }
        return AnyView(base.overlay { Text(label) })
    }

    static func padding(_ node: inout SceneNode) throws(SceneError) -> AnyView {
        if let insetsValue = node.raw("insets"), insetsValue != .null {
            var insets = try SceneNode(insetsValue, path: node.fieldPath("insets"))
            let value = EdgeInsets(top: CGFloat(try insets.number("top", .coordinate) ?? 0),
                                   leading: CGFloat(try insets.number("leading", .coordinate) ?? 0),
                                   bottom: CGFloat(try insets.number("bottom", .coordinate) ?? 0),
                                   trailing: CGFloat(try insets.number("trailing", .coordinate) ?? 0))
            try insets.finish(type: "insets")
            return AnyView(try child(&node).padding(value))
        }
        var edges: Edge.Set = .all
        if let edgesValue = node.raw("edges"), edgesValue != .null {
            edges = try edgeSet(edgesValue, path: node.fieldPath("edges"))
        }
        let amount = try node.number("amount", .size).map { CGFloat($0) }
        return AnyView(try child(&node).padding(edges, amount))
    }

    static func edgeSet(_ value: JSONValue, path: String) throws(SceneError) -> Edge.Set {
        let names: [(String, Edge.Set)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
                                           ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all)]
        func lookup(_ name: String, _ path: String) throws(SceneError) -> Edge.Set {
            guard let match = names.first(where: { $0.0 == name }) else {
                throw SceneError(path: path, message: "unknown edge \"\(name)\"; expected \"all\" or a list of top, leading, bottom, trailing, horizontal, vertical")
            }
            return match.1
        }
        switch value {
        case .string(let name): return try lookup(name, path)
        case .array(let items):
            var set: Edge.Set = []
            for (i, item) in items.enumerated() {
                guard case .string(let name) = item else {
                    throw SceneError(path: "\(path)[\(i)]", message: "expected an edge name, got \(item.shortDescription)")
                }
                set.formUnion(try lookup(name, "\(path)[\(i)]"))
            }
            return set
        default:
            throw SceneError(path: path, message: "expected \"all\" or a list of edges, got \(value.shortDescription)")
        }
    }

    static func alignmentGuide(_ node: inout SceneNode) throws(SceneError) -> AnyView {
        let guide = try node.choice("guide", [("leading", 0), ("trailing", 1), ("centerH", 2), ("top", 3), ("bottom", 4), ("centerV", 5)])
        guard let guide else { throw SceneError(path: node.fieldPath("guide"), message: "missing (expected a guide name)") }
        let value = CGFloat(try node.requiredNumber("value", .coordinate))
        let content = try child(&node)
        let horizontal: [HorizontalAlignment] = [.leading, .trailing, .center]
        let vertical: [VerticalAlignment] = [.top, .bottom, .center]
        if guide < 3 { return AnyView(content.alignmentGuide(horizontal[guide]) { _ in value }) }
        return AnyView(content.alignmentGuide(vertical[guide - 3]) { _ in value })
    }

    static func color(_ node: inout SceneNode, _ key: String) throws(SceneError) -> Color? {
        try node.choice(key, colors)
    }

    static let colors: [(String, Color)] = [
        ("red", .red), ("green", .green), ("blue", .blue), ("orange", .orange), ("yellow", .yellow), ("pink", .pink),
        ("purple", .purple), ("teal", .teal), ("cyan", .cyan), ("mint", .mint), ("indigo", .indigo), ("brown", .brown),
        ("gray", .gray), ("black", .black), ("white", .white), ("clear", .clear), ("primary", .primary),
        ("secondary", .secondary), ("accentColor", .accentColor),
    ]
    static let verticalAlignments: [(String, VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ]
    static let horizontalAlignments: [(String, HorizontalAlignment)] = [("leading", .leading), ("center", .center), ("trailing", .trailing)]
    static let alignments: [(String, Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
}

/// The decoded children of a container, each keeping its position as its identity.
nonisolated struct ForEachChild: View {
    let children: [AnyView]
    init(_ children: [AnyView]) { self.children = children }
    var body: some View { ForEach(children.indices, id: \.self) { children[$0] } }
}
