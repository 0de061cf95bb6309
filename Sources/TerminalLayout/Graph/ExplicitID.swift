/// Internal: an explicit identity (`id(_:)`, a `ForEach` element's id) as
/// the graph and its placements store it — an `Int` or a `String` in
/// place (the usual ids: `ForEach(0..<n)`, `.id(i)`, names), any other
/// value in a shared box.
///
/// 17 bytes where an `AnyHashable` takes 40: every node keeps two trait
/// sets and every placement an id, so this is paid per view. Equality is
/// `AnyHashable`'s (an `Int` id equals the same number of another integer
/// type, as `AnyHashable(1) == AnyHashable(UInt8(1))`).
enum ExplicitID: Equatable, @unchecked Sendable {
    /// An `Int` id.
    case int(Int)
    /// A `String` id.
    case string(String)
    /// Any other id.
    case other(Box)

    /// The box of an id that is not an `Int`.
    final class Box {
        let value: AnyHashable
        init(_ value: AnyHashable) { self.value = value }
    }

    /// The id of `value`, without a dynamic cast when `T` is `Int`.
    @inline(__always)
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
    init(anyHashable value: AnyHashable) {
        if let int = value.base as? Int {
            self = .int(int)
        } else if let string = value.base as? String {
            self = .string(string)
        } else {
            self = .other(Box(value))
        }
    }

    /// The id as `AnyHashable` (equal to, and hashing as, the value it was made from).
    var value: AnyHashable {
        switch self {
        case .int(let int): AnyHashable.id(int)
        case .string(let string): AnyHashable(string)
        case .other(let box): box.value
        }
    }

    static func == (a: ExplicitID, b: ExplicitID) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.other(let x), .other(let y)): x === y || x.value == y.value
        default: a.value == b.value
        }
    }
}
