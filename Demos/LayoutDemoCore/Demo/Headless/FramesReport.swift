import TerminalLayout

/// What `layout-demo frames` prints: the root's size and the frame of every view with an id.
///
/// Text:
/// ```
/// size w=300 h=10
/// left x=0 y=0 w=50 h=1
/// color x=58 y=0 w=134 h=10
/// ```
/// JSON (one line):
/// ```json
/// {"size":{"w":300,"h":10},"frames":{"left":{"x":0,"y":0,"w":50,"h":1},"color":{"x":58,"y":0,"w":134,"h":10}}}
/// ```
///
/// Views with an id are those a scene gives an `"id"`; the frame is the
/// outermost view with that id, in points. Ids are listed in placement
/// order (depth-first, parents first). In text, ids are made visible
/// (`VisibleText`); in JSON every control character is escaped.
public struct FramesReport: Equatable, Sendable {
    /// One view with an id and its frame.
    public struct Entry: Equatable, Sendable {
        /// The id.
        public let id: String
        /// The frame in root points.
        public let frame: CGRect
    }

    /// The root's size.
    public let size: CGSize
    /// The views with an id, in placement order.
    public let entries: [Entry]

    /// The report of `result`.
    public init(_ result: LayoutResult) {
        size = result.size
        var seen: Set<String> = []
        var entries: [Entry] = []
        for placement in result.placements {
            guard let id = placement.id?.base as? String, !seen.contains(id) else { continue }
            seen.insert(id)
            entries.append(Entry(id: id, frame: placement.frame))
        }
        self.entries = entries
    }

    /// The text form, one line per view after the size line.
    public var text: String {
        var lines = ["size w=\(NumberText.points(size.width)) h=\(NumberText.points(size.height))"]
        for entry in entries {
            let f = entry.frame
            lines.append("\(VisibleText.sanitizedLine(entry.id)) x=\(NumberText.points(f.minX)) y=\(NumberText.points(f.minY))"
                         + " w=\(NumberText.points(f.width)) h=\(NumberText.points(f.height))")
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON form, on one line.
    public var json: String {
        let frames = entries.map { entry -> String in
            let f = entry.frame
            return "\(Self.quoted(entry.id)):{\"x\":\(NumberText.points(f.minX)),\"y\":\(NumberText.points(f.minY)),"
                + "\"w\":\(NumberText.points(f.width)),\"h\":\(NumberText.points(f.height))}"
        }
        return "{\"size\":{\"w\":\(NumberText.points(size.width)),\"h\":\(NumberText.points(size.height))},"
            + "\"frames\":{\(frames.joined(separator: ","))}}"
    }

    /// `text` as a JSON string literal; quotes, backslashes and every control character
    /// (C0, DEL, C1) escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) {
                    let hex = String(v, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
