/// Internal: a node behaviour's type, read without the runtime's help.
///
/// A behaviour is held as `any NodeBehavior`, an opaque existential: three
/// words of inline buffer, then the type's metadata, then the conformance
/// (the container layout of Swift's stable ABI). Every behaviour is a struct,
/// so the metadata stored is its exact type; reading that word is one load,
/// where `type(of:)` calls `swift_getDynamicType` (≈ 20 instructions) and a
/// cast (`as?`, `is`, `as!`) runs `swift_dynamicCast` (≈ 250–400).
///
/// ```
///  any NodeBehavior (40 bytes)
///  ┌──────────────────────────┬──────────┬─────────────┐
///  │ value or box (3 words)   │ metadata │ conformance │
///  └──────────────────────────┴──────────┴─────────────┘
/// ```
enum BehaviorType {
    /// The offset of the metadata word in an existential container.
    static let metadataOffset = 3 * MemoryLayout<UnsafeRawPointer>.size

    /// The type metadata of the behaviour stored at `behavior`.
    @inline(__always)
    static func of(_ behavior: UnsafePointer<any NodeBehavior>) -> UnsafeRawPointer {
        UnsafeRawPointer(behavior).load(fromByteOffset: metadataOffset, as: UnsafeRawPointer.self)
    }

    /// The type metadata of `type`.
    @inline(__always)
    static func of<T: NodeBehavior>(_ type: T.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }
}

extension NodeBehavior where Self: Equatable {
    /// Whether `other` is a behaviour of this type equal to this one; the
    /// existential is opened (its type compared as metadata) rather than cast.
    func isSame(as other: any NodeBehavior) -> Bool {
        func compare<T: NodeBehavior>(_ value: T) -> Bool {
            guard T.self == Self.self else { return false }
            return withUnsafePointer(to: value) { pointer in
                self == UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee
            }
        }
        return compare(other)
    }
}
