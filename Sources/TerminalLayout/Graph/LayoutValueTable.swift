/// Internal: the values a view's `layoutValue(key:value:)` modifiers set,
/// by key type — a small list searched in order.
///
/// A view carries one or two layout values (a grid cell: its row marker
/// and maybe a column span), so a list compared by key identity beats a
/// hashed dictionary: no hashing on every `subview[Key.self]`, no hash
/// table allocated per view.
struct LayoutValueTable {
    // The first value in place (most views that carry one carry one: a grid
    // cell its row marker), the others with keys apart from values: a search
    // reads only the keys (plain words), never copying a value on the way.
    private var firstKey: ObjectIdentifier?
    private var firstValue: Any?
    private var keys: [ObjectIdentifier] = []
    private var values: [Any] = []

    /// The number of values.
    var count: Int { (firstKey == nil ? 0 : 1) + keys.count }
    /// Whether no value is set.
    var isEmpty: Bool { firstKey == nil }

    /// Where `key`'s value is: −1 in place, an index into `values`, or `nil`.
    @inline(__always)
    private func index(of key: ObjectIdentifier) -> Int? {
        if firstKey == key { return -1 }
        if keys.isEmpty { return nil }
        return keys.withUnsafeBufferPointer { keys in
            for i in keys.indices where keys[i] == key { return i }
            return nil
        }
    }

    /// Whether a value is set for `key`.
    func contains(_ key: ObjectIdentifier) -> Bool { index(of: key) != nil }

    /// Adds the value for `key`, which has none.
    mutating func add(_ key: ObjectIdentifier, _ value: Any) {
        if firstKey == nil {
            firstKey = key
            firstValue = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }

    /// The keys, in the order they were set.
    private var allKeys: [ObjectIdentifier] { (firstKey.map { [$0] } ?? []) + keys }

    /// Calls `body` with each key and value, in the order they were set.
    func forEachValue(_ body: (ObjectIdentifier, Any) -> Void) {
        for key in allKeys {
            if let value = self[key] { body(key, value) }
        }
    }

    /// Adds every value of `other` whose key this table has none for (a
    /// value already here wins).
    mutating func addMissing(from other: LayoutValueTable) {
        for key in other.allKeys where !contains(key) {
            if let value = other[key] { add(key, value) }
        }
    }

    /// Removes every value whose key `other` has no value for.
    mutating func keepKeys(in other: LayoutValueTable) {
        for key in allKeys where !other.contains(key) { self[key] = nil }
    }

    /// The value for `key`, or `nil`.
    subscript(key: ObjectIdentifier) -> Any? {
        get {
            guard let i = index(of: key) else { return nil }
            return i < 0 ? firstValue : values[i]
        }
        set {
            if let i = index(of: key) {
                if let newValue {
                    if i < 0 { firstValue = newValue } else { values[i] = newValue }
                } else if i >= 0 {
                    keys.remove(at: i)
                    values.remove(at: i)
                } else if keys.isEmpty {
                    firstKey = nil
                    firstValue = nil
                } else {
                    firstKey = keys.removeFirst()
                    firstValue = values.removeFirst()
                }
            } else if let newValue {
                add(key, newValue)
            }
        }
    }

    /// Whether every value of this table is in `other` too, structurally
    /// equal, and the counts agree.
    func isSame(as other: LayoutValueTable) -> Bool {
        count == other.count && allKeys.allSatisfy { key in
            guard let mine = self[key], let theirs = other[key] else { return false }
            return sameStructure(any: mine, theirs)
        }
    }

    /// What `read(_:into:)` found.
    enum ReadResult {
        /// No value for the key.
        case absent
        /// A value, read.
        case read
        /// A value that is not of the type asked for.
        case otherType
    }

    /// Reads the value for `key` into `value` when it is a `V`: an exact type
    /// is told by comparing types and read in place (no runtime cast);
    /// anything else goes through `as?`.
    @discardableResult
    func read<V>(_ key: ObjectIdentifier, into value: inout V) -> ReadResult {
        guard let i = index(of: key) else { return .absent }
        return Self.assign(i < 0 ? firstValue.unsafelyUnwrapped : values[i], to: &value) ? .read : .otherType
    }

    /// `read(_:into:)` on the table at `table`, field by field: only the
    /// keys compared and the value found are loaded (a method call on the
    /// table where it is stored would copy it whole first).
    @inline(__always)
    static func read<V>(at table: UnsafeMutablePointer<LayoutValueTable>, _ key: ObjectIdentifier,
                        into value: inout V) -> ReadResult {
        guard let first = table.pointee.firstKey else { return .absent }
        if first == key {
            // Where the value is, not a copy of it (reading the optional
            // copied the whole table: its arrays retained and released).
            return withUnsafeMutablePointer(to: &table.pointee.firstValue) {
                assign(at: UnsafeRawPointer($0), to: &value) ? .read : .otherType
            }
        }
        // Most tables hold one value: no call to look among no others.
        if table.pointee.keys.isEmpty { return .absent }
        return readOthers(at: table, key, into: &value)
    }

    /// The second and later values (a view with more than one layout value).
    private static func readOthers<V>(at table: UnsafeMutablePointer<LayoutValueTable>, _ key: ObjectIdentifier,
                                      into value: inout V) -> ReadResult {
        guard let i = table.pointee.keys.firstIndex(of: key) else { return .absent }
        return table.pointee.values.withUnsafeBufferPointer {
            assign(at: UnsafeRawPointer($0.baseAddress.unsafelyUnwrapped + i), to: &value) ? .read : .otherType
        }
    }

    /// The offset of the type metadata word in an `Any` container (three
    /// words of inline buffer, then the metadata: see `BehaviorType`); an
    /// `Any?` holding a value is laid out the same.
    private static let metadataOffset = 3 * MemoryLayout<UnsafeRawPointer>.size

    /// Reads the value in the `Any` container at `stored` into `value` when
    /// it is a `V`. A plain value of at most three words is stored in the
    /// container's buffer: when the metadata word is `V`'s, it is loaded
    /// from there — no copy of the container, no opened existential (≈ 500
    /// instructions a read before: every cell of a `Grid` reads two or three
    /// values a pass). Anything else is opened.
    @inline(__always)
    private static func assign<V>(at stored: UnsafeRawPointer, to value: inout V) -> Bool {
        if _isPOD(V.self), MemoryLayout<V>.size <= metadataOffset, MemoryLayout<V>.alignment <= MemoryLayout<UnsafeRawPointer>.alignment,
           stored.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer?.self) == unsafeBitCast(V.self, to: UnsafeRawPointer.self) {
            value = stored.load(as: V.self)
            return true
        }
        return assign(stored.assumingMemoryBound(to: Any.self).pointee, to: &value)
    }

    private static func assign<V>(_ stored: Any, to value: inout V) -> Bool {
        func open<T>(_ stored: T) -> Bool {
            if T.self == V.self {
                value = withUnsafePointer(to: stored) { UnsafeRawPointer($0).assumingMemoryBound(to: V.self).pointee }
                return true
            }
            return cast(stored, to: &value)
        }
        // Opened explicitly: `T` is the stored value's own type (passed as
        // `Any`, it would not be opened, and every read would be a cast).
        return _openExistential(stored, do: open)
    }

    /// A value of another type than the one asked for, cast (apart, so that
    /// the exact-type path does not make `Optional<V>`'s metadata, which
    /// `as?` needs, on every read).
    @inline(never)
    private static func cast<T, V>(_ stored: T, to value: inout V) -> Bool {
        guard let cast = stored as? V else { return false }
        value = cast
        return true
    }
}
