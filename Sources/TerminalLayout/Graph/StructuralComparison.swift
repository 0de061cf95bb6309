@_spi(Reflection) import Swift
import Synchronization

/// Internal: `structurallyEqual` for values of one static type, worked out
/// once per type from its reflection metadata and kept for the process.
///
/// `structurallyEqual` decides, value by value, what to compare: it casts
/// to `AnyLayout` and to `any Equatable`, then reflects both values with
/// `Mirror` (demangling each field's type name) — ≈ 85,000 instructions
/// for an `HStack`'s layout, paid by every container of every update that
/// resolves it again (a 10,000-row list whose root state changed: 850M
/// instructions, nine tenths of the update). The decisions depend only on
/// the types, so they are taken once, into a list of steps over the
/// value's bytes:
///
/// ```
///  HStackLayout        alignment: VerticalAlignment   spacing: CGFloat?
///  steps               ==  at offset 0                 ==  at offset 8
/// ```
///
/// A field of a type that conforms to `Equatable` compares with its `==`;
/// a class instance by identity; a struct or tuple field by its own fields;
/// a closure is never the same (as `structurallyEqual` says: nothing to
/// compare); anything whose answer depends on the value (an enum without
/// `Equatable`, an existential, `AnyLayout`) is loaded and handed to
/// `structurallyEqual`. The answers are `structurallyEqual`'s.
final class StructuralComparison: @unchecked Sendable {
    /// One comparison over the bytes of two values.
    private enum Step {
        /// `==` of the `Equatable` type at the offset.
        case equatable(offset: Int, equals: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// The class references at the offset point to the same instance.
        case identity(offset: Int)
        /// `structurallyEqual` of the values of `type` at the offset.
        case dynamic(offset: Int, type: Any.Type)
        /// Never the same (a closure).
        case never
    }

    private let steps: [Step]

    private init(steps: [Step]) { self.steps = steps }

    /// Whether two values of the type can ever compare equal: not when it
    /// holds a closure (a `Binding`, an action), which is never the same.
    var canBeEqual: Bool {
        !steps.contains { if case .never = $0 { true } else { false } }
    }

    /// How deeply nested structs are looked into; below, a field is compared dynamically.
    private static let maxDepth = 12

    /// The comparison for `type`, made on first use and kept (values of one
    /// type are compared on every update).
    static func of(_ type: Any.Type) -> StructuralComparison {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        var steps: [Step] = []
        compile(type, at: 0, depth: 0, into: &steps)
        let made = StructuralComparison(steps: steps)
        return cache.withLock { cache in
            if let known = cache[key] { return known }
            cache[key] = made
            return made
        }
    }

    /// Every type's comparison, by type.
    private static let cache = Mutex<[ObjectIdentifier: StructuralComparison]>([:])

    /// Appends the steps that compare values of `type` stored at `offset`.
    private static func compile(_ type: Any.Type, at offset: Int, depth: Int, into steps: inout [Step]) {
        // `structurallyEqual` unwraps an `AnyLayout` first, then compares an
        // `Equatable` value with `==` (an optional of one too: `nil`s are
        // equal either way), and reflects any other `CustomReflectable`
        // value through its own mirror: value by value.
        if type == AnyLayout.self {
            steps.append(.dynamic(offset: offset, type: type))
            return
        }
        if let equatable = type as? any Equatable.Type {
            steps.append(.equatable(offset: offset, equals: equality(of: equatable)))
            return
        }
        // An optional reference (a `State`'s box): identity, `nil`s equal —
        // what `structurallyEqual` answers through the optional's mirror.
        if let optional = type as? any OptionalValue.Type, metadataKind(of: optional.wrappedType) == .class {
            steps.append(.identity(offset: offset))
            return
        }
        if type is any CustomReflectable.Type {
            steps.append(.dynamic(offset: offset, type: type))
            return
        }
        switch metadataKind(of: type) {
        case .class, .foreignClass, .objcClassWrapper:
            steps.append(.identity(offset: offset))
        case .function:
            steps.append(.never)
        case .struct, .tuple:
            var fields: [(offset: Int, type: Any.Type)] = []
            let described = depth < maxDepth && _forEachField(of: type) { _, fieldOffset, fieldType, _ in
                fields.append((fieldOffset, fieldType))
                return true
            }
            guard described else {
                steps.append(.dynamic(offset: offset, type: type))
                return
            }
            for field in fields { compile(field.type, at: offset + field.offset, depth: depth + 1, into: &steps) }
        default:
            steps.append(.dynamic(offset: offset, type: type))
        }
    }

    /// `==` of `E`, on two values in memory.
    private static func equality<E: Equatable>(of type: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }

    /// The value of `type` at `pointer`, as `Any`.
    private static func load(_ type: Any.Type, at pointer: UnsafeRawPointer) -> Any {
        func open<T>(_: T.Type) -> Any { pointer.assumingMemoryBound(to: T.self).pointee }
        return _openExistential(type, do: open)
    }

    /// Whether the values of this comparison's type at `a` and `b` are
    /// structurally equal.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for step in steps {
            switch step {
            case let .equatable(offset, equals):
                if !equals(a + offset, b + offset) { return false }
            case let .identity(offset):
                if a.load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
                    != b.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) { return false }
            case let .dynamic(offset, type):
                if !structurallyEqual(Self.load(type, at: a + offset), Self.load(type, at: b + offset)) { return false }
            case .never:
                return false
            }
        }
        return true
    }
}

/// Internal: an `Optional` type, whatever it wraps.
protocol OptionalValue {
    /// The wrapped type.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// `structurallyEqual(a, b)` for two values of one static type, through the
/// type's `StructuralComparison` (no casts or reflection per comparison).
func sameStructure<T>(_ a: T, _ b: T) -> Bool {
    // A value whose static type is an existential is compared as it is.
    if T.self == Any.self || metadataKind(of: T.self) == .existential { return structurallyEqual(a as Any, b as Any) }
    let comparison = StructuralComparison.of(T.self)
    return withUnsafePointer(to: a) { a in
        withUnsafePointer(to: b) { b in comparison.equal(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
    }
}

/// The kind of a type's metadata, from its first word (a class's, with
/// Objective-C interoperation, is an isa pointer: any value past the kinds).
func metadataKind(of type: Any.Type) -> _MetadataKind {
    let word = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return word > 0x7FF ? .class : _MetadataKind(rawValue: word) ?? .unknown
}

/// Whether two values are of one type and stored with the same bits (its
/// size's worth: a value stored with the same bits is the same value — the
/// same objects, the same closure and captures, the same numbers — but
/// equal values may differ in bits, in padding or in storage of their own).
func sameBits(any a: Any, _ b: Any) -> Bool {
    func openFirst<T>(_ a: T) -> Bool {
        func openSecond<U>(_ b: U) -> Bool {
            guard U.self == T.self else { return false }
            return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
        }
        return _openExistential(b, do: openSecond)
    }
    return _openExistential(a, do: openFirst)
}

/// `structurallyEqual(a, b)` for two values of any type: both opened, and
/// compared through their type's `StructuralComparison` when it is one type
/// (values of other types are never equal, as `structurallyEqual` says —
/// but for an `AnyLayout`, which it unwraps, handed to it).
func sameStructure(any a: Any, _ b: Any) -> Bool {
    func openFirst<T>(_ a: T) -> Bool {
        func openSecond<U>(_ b: U) -> Bool {
            guard U.self == T.self else { return structurallyEqual(a, b) }
            return withUnsafePointer(to: b) { sameStructure(a, UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee) }
        }
        return _openExistential(b, do: openSecond)
    }
    return _openExistential(a, do: openFirst)
}
