/// A strict JSON parser (RFC 8259) with a nesting limit, so that no input
/// can exhaust the stack. Errors name the JSON path of the value being
/// read, the line and the column.
///
/// Nothing is lost silently, and parsing takes time linear in the input:
///
/// | input | treatment |
/// |---|---|
/// | invalid UTF-8 (a stray continuation byte, an overlong form, an encoded surrogate, a truncated sequence, a byte over `F4`) | error: `invalid UTF-8 byte 0xFF`, `invalid UTF-8 sequence 0xE9 0x22` |
/// | a lone surrogate escape (`"\ud800"`, `"\udc00"`, or a high surrogate not followed by a low one, as in `"\ud800\u0041"`) | error: `lone surrogate \uD800 (a high surrogate must be followed by a low one)` |
/// | a UTF-8 byte-order mark (`EF BB BF`) at the very start | skipped: it marks the encoding and holds no content (RFC 8259 §8.1); U+FEFF anywhere else is an unexpected character outside strings and kept inside them |
/// | a UTF-16 or UTF-32 byte-order mark | error: `not UTF-8 (a UTF-16 byte-order mark)` |
/// | a duplicate key in one object | error: `duplicate key "root"` |
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maxDepth = 64

    /// One step of a JSON path: an object key or an array index.
    private enum PathStep {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Where the value being read is, from the document down (rendered only for an error).
    private var path: [PathStep] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw parser.error("not UTF-8 (a UTF-16 byte-order mark); save the file as UTF-8")
        } else if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw parser.error("not UTF-8 (a UTF-32 byte-order mark); save the file as UTF-8")
        }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ message: String) -> JSONParseError {
        var line = 1
        var column = 1
        for byte in bytes[..<Swift.min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        var location = "$"
        for step in path {
            switch step {
            case .key(let key): location += "." + key
            case .index(let i): location += "[\(i)]"
            }
        }
        return JSONParseError(path: location, line: line, column: column, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard let c = current else { throw error("unexpected end of input") }
        switch c {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case 0x80...: throw error("unexpected byte 0x\(Self.hex(c))")
        default: throw error("unexpected character '\(Character(Unicode.Scalar(c)))'")
        }
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal, expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = index
            let key = try parseString()
            if pairs.contains(where: { $0.key == key }) {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            pairs.append((key, try parseValue(depth: depth)))
            path.removeLast()
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(pairs) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(values) }
        while true {
            skipWhitespace()
            path.append(.index(values.count))
            values.append(try parseValue(depth: depth))
            path.removeLast()
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; return .array(values) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { throw error("invalid number") }
        if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let c = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) else { throw error("invalid number") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let c = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) else { throw error("invalid number") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number") }
        return value
    }

    private mutating func skipDigits() {
        while let c = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) { index += 1 }
    }

    /// A string: its UTF-8 bytes are checked and copied, escapes decoded into the same
    /// buffer, and the `String` made once at the end (linear in the input).
    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            // A run of bytes copied as they are.
            let runStart = index
            while index < bytes.count {
                let c = bytes[index]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
                if c < 0x80 { index += 1 } else { try skipUTF8Sequence() }
            }
            utf8.append(contentsOf: bytes[runStart..<index])
            guard let c = current else { throw error("unterminated string") }
            switch c {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let e = current else { throw error("unterminated string") }
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape().utf8)
                default:
                    index -= 2
                    throw error("invalid escape in a string")
                }
            default:
                throw error("control character in a string (escape it)")
            }
        }
    }

    /// The scalar of a `\uXXXX` escape (after the `u`), joining a surrogate pair;
    /// a lone surrogate is an error, never replaced.
    private mutating func unicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let escapeStart = index - 2
        let code = try hex4()
        switch code {
        case 0xD800...0xDBFF:
            if current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                let saved = index
                index += 2
                let low = try hex4()
                if (0xDC00...0xDFFF).contains(low) {
                    return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
                }
                index = saved
            }
            index = escapeStart
            throw error("lone surrogate \\u\(Self.hex(code, digits: 4)) (a high surrogate must be followed by a low one)")
        case 0xDC00...0xDFFF:
            index = escapeStart
            throw error("lone surrogate \\u\(Self.hex(code, digits: 4)) (a low surrogate without a high one before it)")
        default:
            return Unicode.Scalar(code)!
        }
    }

    /// Steps over one well-formed UTF-8 sequence of 2–4 bytes starting at `index`
    /// (Unicode Table 3-7); anything else is an error naming the first bad byte.
    private mutating func skipUTF8Sequence() throws(JSONParseError) {
        let lead = bytes[index]
        let count: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: count = 2
        case 0xE0: count = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 3
        case 0xED: count = 3; high = 0x9F
        case 0xF0: count = 4; low = 0x90
        case 0xF1...0xF3: count = 4
        case 0xF4: count = 4; high = 0x8F
        default: throw error("invalid UTF-8 byte 0x\(Self.hex(lead))")
        }
        for offset in 1..<count {
            let position = index + offset
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard position < bytes.count, range.contains(bytes[position]) else {
                // Named from its first byte, where the error points.
                let shown = bytes[index..<Swift.min(position + 1, bytes.count)].map { "0x" + Self.hex($0) }.joined(separator: " ")
                throw error((position < bytes.count ? "invalid UTF-8 sequence " : "truncated UTF-8 sequence ") + shown)
            }
        }
        index += count
    }

    /// `value` in upper-case hexadecimal, at least `digits` digits.
    private static func hex<T: BinaryInteger>(_ value: T, digits: Int = 2) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw error("invalid \\u escape") }
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}

/// Why a document is not valid JSON, and where.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    /// The JSON path of the value being read when the error was found (`$` is the
    /// document), e.g. `$.root.children[1].string`.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column (in characters).
    public let column: Int
    /// What is wrong.
    public let message: String
    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
