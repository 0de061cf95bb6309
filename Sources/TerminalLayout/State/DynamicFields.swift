@_spi(Reflection) import Swift
import Foundation

/// Internal: where a view type's dynamic properties are, found once per
/// type from its field metadata.
///
/// The standard library's `_forEachField(of:options:body:)` (SPI
/// `Reflection`, the same walk `Mirror` does, without a value) lists a
/// struct's stored fields with their byte offsets and types. Fields whose
/// type is a `DynamicProperty` are kept; a property type of your own is
/// walked into first (its `State`s are installed, then its `update()` is
/// called), as SwiftUI does. Classes and enums are not walked: a view that
/// is a class has no dynamic properties here.
final class DynamicFields: @unchecked Sendable {
    /// What to do with one field.
    enum Kind {
        /// A property the graph fills in (`State`, `Environment`).
        case install(any InstalledProperty.Type)
        /// A property of your own: call its `update()`.
        case update(any DynamicProperty.Type)
    }

    /// The fields, at byte offsets from the start of the view value, in the
    /// order to visit them (nested fields before their container).
    let fields: [(offset: Int, kind: Kind)]
    /// Whether any field keeps state (the view needs an entry in its scope's `StateTable`).
    let hasState: Bool

    private init(fields: [(offset: Int, kind: Kind)]) {
        self.fields = fields
        hasState = fields.contains { if case .install(let type) = $0.kind { type._keepsState } else { false } }
    }

    /// The dynamic properties of `type`, or nil if it has none.
    static func find(in type: Any.Type) -> DynamicFields? {
        var fields: [(offset: Int, kind: Kind)] = []
        collect(type, base: 0, into: &fields)
        return fields.isEmpty ? nil : DynamicFields(fields: fields)
    }

    private static func collect(_ type: Any.Type, base: Int, into fields: inout [(offset: Int, kind: Kind)]) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let installed = fieldType as? any InstalledProperty.Type {
                fields.append((base + offset, .install(installed)))
            } else if let property = fieldType as? any DynamicProperty.Type {
                collect(property, base: base + offset, into: &fields)
                fields.append((base + offset, .update(property)))
            }
            return true
        }
    }

    // MARK: The process-wide table

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: DynamicFields?] = [:]

    /// `find(in:)`, worked out once per type in the process.
    static func lookup(_ type: Any.Type) -> DynamicFields? {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let found = known[id] { return found }
        let found = find(in: type)
        known[id] = .some(found)
        return found
    }
}

/// Internal: a graph's cache of `DynamicFields.lookup` — a direct-mapped
/// table of 256 slots by type (no hashing, no lock), so resolving a
/// composite view without dynamic properties costs one load and one
/// comparison once the type was seen. A miss (a new type, or two types
/// sharing a slot) goes to the process-wide table.
struct DynamicPropertyCache {
    private static let slotBits = 8
    /// The slots (empty until the first composite view: a graph of
    /// primitive views allocates nothing for them).
    private var types: [UInt] = []
    private var found: [DynamicFields?] = []

    /// The dynamic properties of `type`, or nil if it has none.
    @inline(__always)
    mutating func fields(of type: Any.Type) -> DynamicFields? {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - Self.slotBits))
        if slot < types.count, types[slot] == key { return found[slot] }
        return miss(type, key: key, slot: slot)
    }

    private mutating func miss(_ type: Any.Type, key: UInt, slot: Int) -> DynamicFields? {
        let result = DynamicFields.lookup(type)
        if types.isEmpty {
            types = [UInt](repeating: 0, count: 1 << Self.slotBits)
            found = [DynamicFields?](repeating: nil, count: 1 << Self.slotBits)
        }
        types[slot] = key
        found[slot] = result
        return result
    }
}
