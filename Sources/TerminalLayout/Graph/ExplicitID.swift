/// Internal: an explicit identity (`id(_:)`, a `ForEach` element's id) as
/// the graph and its placements store it — an `Int` or a `String` in
/// place (the usual ids: `ForEach(0..<n)`, `.id(i)`, names), any other
/// value in a shared box.
///
/// 17 bytes where an `AnyHashable` takes 40: every node keeps two trait
/// sets and every placement an id, so this is paid per view. Equality is
/// `AnyHashable`'s (an `Int` id equals the same number of another integer
/// type, as `AnyHashable(1) == AnyHashable(UInt8(1))`).
@usableFromInline
enum ExplicitID: Hashable, @unchecked Sendable {
    /// An `Int` id.
    case int(Int)
    /// A `String` id.
    case string(String)
    /// Any other id.
    case other(Box)

    /// The box of an id that is not an `Int`.
    @usableFromInline
    final class Box {
        let value: AnyHashable
        /// The id as an `Int`, when it is an integer of another type that
        /// `AnyHashable` makes equal to that `Int` (`UInt8(1)` equals `1`).
        let integer: Int?
        @usableFromInline
        init(_ value: AnyHashable) {
            self.value = value
            integer = (value.base as? any BinaryInteger).flatMap { Int(exactly: $0) }
        }
    }

    /// The id of `value`, without a dynamic cast when `T` is `Int`
    /// (inlinable: an `.id(i)` in a caller's closure is made in place).
    @inlinable
    init<T: Hashable>(_ value: T) {
        if T.self == Int.self {
            self = .int(unsafeBitCast(value, to: Int.self))
        } else if T.self == String.self {
            self = .string(unsafeBitCast(value, to: String.self))
        } else if T.self == AnyHashable.self {
            self.init(anyHashable: unsafeBitCast(value, to: AnyHashable.self))
        } else {
            self = .other(Box(AnyHashable(value)))
        }
    }

    /// The id of a type-erased value (an `Int` inside is stored in place).
    @usableFromInline
    init(anyHashable value: AnyHashable) {
        if let int = value.base as? Int {
            self = .int(int)
        } else if let string = value.base as? String {
            self = .string(string)
        } else {
            self = .other(Box(value))
        }
    }

    /// Whether the two optional ids in `a` and `b` are stored as the same
    /// bytes — then they are the same id (the same number, the same string
    /// or box reference): compared in place, with no copy, and so no
    /// retain or release. Different bytes may still be equal ids (two
    /// equal strings in two buffers); a caller then does what it would
    /// have done for different ids.
    @inline(__always)
    static func sameBits(_ a: UnsafePointer<ExplicitID?>, _ b: UnsafePointer<ExplicitID?>) -> Bool {
        // Two words of payload and a tag byte (checked where it is made in
        // the tests: `ExplicitIDTests`); any other layout is never "same".
        guard MemoryLayout<ExplicitID?>.size == 17 else { return false }
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        return x.load(as: UInt64.self) == y.load(as: UInt64.self)
            && x.load(fromByteOffset: 8, as: UInt64.self) == y.load(fromByteOffset: 8, as: UInt64.self)
            && x.load(fromByteOffset: 16, as: UInt8.self) == y.load(fromByteOffset: 16, as: UInt8.self)
    }

    /// The id as `AnyHashable` (equal to, and hashing as, the value it was made from).
    var value: AnyHashable {
        switch self {
        case .int(let int): AnyHashable.id(int)
        case .string(let string): AnyHashable(string)
        case .other(let box): box.value
        }
    }

    /// A 64-bit digest of the id for `NodeKey`: equal ids give equal
    /// digests (an integer id of any type is its value, as `AnyHashable`
    /// makes `1` and `UInt8(1)` equal); an `Int` costs nothing to digest,
    /// where `AnyHashable.hashValue` runs the hasher on a canonical box.
    @inline(__always)
    var keyDigest: UInt64 {
        switch self {
        case .int(let int): UInt64(bitPattern: Int64(int))
        case .string(let string): UInt64(bitPattern: Int64(string.hashValue))
        case .other(let box): UInt64(bitPattern: Int64(box.integer ?? box.value.hashValue))
        }
    }

    /// Hashes as `==` compares: an integer id as its value, so `1` and `UInt8(1)` hash alike.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let int): hasher.combine(int)
        case .string(let string): hasher.combine(string)
        case .other(let box):
            if let integer = box.integer { hasher.combine(integer) } else { hasher.combine(box.value) }
        }
    }

    @usableFromInline
    static func == (a: ExplicitID, b: ExplicitID) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.other(let x), .other(let y)): x === y || x.value == y.value
        default: a.value == b.value
        }
    }
}
