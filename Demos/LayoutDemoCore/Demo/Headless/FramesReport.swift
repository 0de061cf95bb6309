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
/// order (depth-first, parents first).
///
/// Both forms can be read back without ambiguity:
/// - Text: an id is written bare when it is not empty and holds no space or other
///   white space, no `"` or `\`, no control character and no invisible (default-ignorable)
///   or bidirectional-control character; any other id is written as a JSON string literal
///   (``quoted(_:)``), e.g. `"two words" x=0 y=0 w=9 h=1`, `"" x=0 …`. So a line starting
///   with `"` holds a JSON string up to its closing quote; any other line's id is
///   everything before its first space.
/// - JSON: ids are ``quoted(_:)``; numbers are JSON numbers (a non-finite one, which no
///   finite proposal produces, would be the string `"inf"`, `"-inf"` or `"nan"`).
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
            lines.append("\(Self.textID(entry.id)) x=\(NumberText.points(f.minX)) y=\(NumberText.points(f.minY))"
                         + " w=\(NumberText.points(f.width)) h=\(NumberText.points(f.height))")
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON form, on one line.
    public var json: String {
        let frames = entries.map { entry -> String in
            let f = entry.frame
            return "\(Self.quoted(entry.id)):{\"x\":\(Self.number(f.minX)),\"y\":\(Self.number(f.minY)),"
                + "\"w\":\(Self.number(f.width)),\"h\":\(Self.number(f.height))}"
        }
        return "{\"size\":{\"w\":\(Self.number(size.width)),\"h\":\(Self.number(size.height))},"
            + "\"frames\":{\(frames.joined(separator: ","))}}"
    }

    /// A JSON number, or for a non-finite value the string `"inf"`, `"-inf"` or `"nan"`.
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "\"nan\"" }
        if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
        return NumberText.points(value)
    }

    /// How ``text`` writes an id: bare, or ``quoted(_:)`` when it needs quotes (see the type).
    public static func textID(_ id: String) -> String {
        needsQuotes(id) ? quoted(id) : id
    }

    /// Whether an id cannot be written bare in ``text``: it is empty, or holds white space,
    /// `"`, `\`, a control character, an invisible (default-ignorable) or a bidirectional
    /// control character.
    public static func needsQuotes(_ id: String) -> Bool {
        id.isEmpty || id.unicodeScalars.contains { scalar in
            scalar == "\"" || scalar == "\\" || scalar.properties.isWhitespace
                || scalar.properties.isDefaultIgnorableCodePoint || isEscapedInQuotes(scalar)
        }
    }

    /// The scalars ``quoted(_:)`` writes as `\uXXXX`: controls (C0, DEL, C1), the
    /// bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and
    /// the line and paragraph separators U+2028, U+2029.
    static func isEscapedInQuotes(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` as a JSON string literal; quotes and backslashes escaped, and every
    /// control character (C0, DEL, C1), bidirectional control and line or paragraph
    /// separator written as `\uXXXX` (`\n`, `\r`, `\t` for those three).
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
                if isEscapedInQuotes(scalar) {
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
