/// A parsed JSON value; objects keep their key order.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (always a `Double`; may be infinite if the literal overflows).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, as key–value pairs in source order.
    case object([(key: String, value: JSONValue)])

    /// Equal when of the same kind with equal contents (object order included).
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// How an error message names this value: `"wide"`, `12`, `true`, `null`, `an array`, `an object`.
    var shortDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && Swift.abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s):
            let visible = s.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(s.unicodeScalars.prefix(40))) + "…" : s
            return "\"" + visible.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
