import TerminalLayout

/// One JSON object of a scene, read field by field with its JSON path, so
/// every error names the exact place. Fields that are never read are
/// reported as unknown by `finish()`.
struct SceneNode {
    /// The largest magnitude a number may have.
    static let maxMagnitude = 100_000.0

    let path: String
    let fields: [(key: String, value: JSONValue)]
    private var used: Set<String> = []

    init(_ value: JSONValue, path: String) throws(SceneError) {
        guard case .object(let fields) = value else {
            throw SceneError(path: path, message: "expected an object, got \(value.shortDescription)")
        }
        self.path = path
        self.fields = fields
    }

    func fieldPath(_ key: String) -> String { "\(path).\(key)" }

    mutating func raw(_ key: String) -> JSONValue? {
        used.insert(key)
        return fields.first { $0.key == key }?.value
    }

    /// Fails if the object has a field nobody read.
    func finish(type: String) throws(SceneError) {
        if let unknown = fields.first(where: { !used.contains($0.key) }) {
            throw SceneError(path: fieldPath(unknown.key), message: "unknown field for type \"\(type)\"")
        }
    }

    // MARK: Typed fields

    /// A required string.
    mutating func string(_ key: String) throws(SceneError) -> String {
        guard let value = raw(key) else { throw SceneError(path: fieldPath(key), message: "missing (expected a string)") }
        guard case .string(let s) = value else {
            throw SceneError(path: fieldPath(key), message: "expected a string, got \(value.shortDescription)")
        }
        return Self.detached(s)
    }

    /// An optional string (absent or null is nil).
    mutating func optionalString(_ key: String) throws(SceneError) -> String? {
        guard let value = raw(key), value != .null else { return nil }
        guard case .string(let s) = value else {
            throw SceneError(path: fieldPath(key), message: "expected a string, got \(value.shortDescription)")
        }
        return Self.detached(s)
    }

    /// A copy of `string` in storage of its own, so that a string the scene keeps
    /// does not pin the parse tree's memory: the tree's values and strings are
    /// allocated in turn as the file is read, and one string kept per child would
    /// keep most of the tree's pages resident after the tree is freed.
    static func detached(_ string: String) -> String {
        var string = string
        return string.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: utf8.count) { buffer in
                _ = buffer.initialize(fromContentsOf: utf8)
                return utf8.count
            }
        }
    }

    /// An optional boolean.
    mutating func bool(_ key: String, default defaultValue: Bool) throws(SceneError) -> Bool {
        guard let value = raw(key), value != .null else { return defaultValue }
        guard case .bool(let b) = value else {
            throw SceneError(path: fieldPath(key), message: "expected true or false, got \(value.shortDescription)")
        }
        return b
    }

    /// How a number field may be used.
    enum NumberKind {
        /// A length: finite, not negative.
        case size
        /// A maximum: a size, or the string "infinity".
        case maximum
        /// A coordinate or offset: finite, any sign.
        case coordinate
        /// A positive count.
        case count
    }

    /// An optional number (absent or null is nil), checked for its kind.
    mutating func number(_ key: String, _ kind: NumberKind) throws(SceneError) -> Double? {
        guard let value = raw(key), value != .null else { return nil }
        return try checkedNumber(value, path: fieldPath(key), kind)
    }

    /// A required number.
    mutating func requiredNumber(_ key: String, _ kind: NumberKind) throws(SceneError) -> Double {
        guard let value = raw(key), value != .null else {
            throw SceneError(path: fieldPath(key), message: "missing (expected a number)")
        }
        return try checkedNumber(value, path: fieldPath(key), kind)
    }

    func checkedNumber(_ value: JSONValue, path: String, _ kind: NumberKind) throws(SceneError) -> Double {
        if kind == .maximum, case .string("infinity") = value { return .infinity }
        guard case .number(let n) = value else {
            let expected = kind == .maximum ? "a number, \"infinity\" or null" : "a number or null"
            throw SceneError(path: path, message: "expected \(expected), got \(value.shortDescription)")
        }
        guard n.isFinite else { throw SceneError(path: path, message: "number is not finite") }
        guard Swift.abs(n) <= Self.maxMagnitude else {
            throw SceneError(path: path, message: "number \(value.shortDescription) is too large (at most \(Int(Self.maxMagnitude)))")
        }
        switch kind {
        case .size, .maximum:
            if n < 0 { throw SceneError(path: path, message: "a size cannot be negative, got \(value.shortDescription)") }
        case .count:
            if n < 1 || n != n.rounded() {
                throw SceneError(path: path, message: "expected a whole number of at least 1, got \(value.shortDescription)")
            }
        case .coordinate:
            break
        }
        return n
    }

    /// An optional choice among named values.
    mutating func choice<T>(_ key: String, _ options: [(String, T)]) throws(SceneError) -> T? {
        guard let name = try optionalString(key) else { return nil }
        guard let match = options.first(where: { $0.0 == name }) else {
            let names = options.map { "\"\($0.0)\"" }.joined(separator: ", ")
            throw SceneError(path: fieldPath(key), message: "unknown value \"\(name)\"; expected one of \(names)")
        }
        return match.1
    }

    /// A required array.
    mutating func array(_ key: String) throws(SceneError) -> [JSONValue] {
        guard let value = raw(key) else { throw SceneError(path: fieldPath(key), message: "missing (expected an array)") }
        guard case .array(let items) = value else {
            throw SceneError(path: fieldPath(key), message: "expected an array, got \(value.shortDescription)")
        }
        return items
    }

    /// A required object field.
    mutating func object(_ key: String) throws(SceneError) -> JSONValue {
        guard let value = raw(key) else { throw SceneError(path: fieldPath(key), message: "missing (expected an object)") }
        guard case .object = value else {
            throw SceneError(path: fieldPath(key), message: "expected an object, got \(value.shortDescription)")
        }
        return value
    }
}
