@_spi(Reflection) import Swift

/// Internal: the bytes of a type's values that hold its fields — not the
/// padding between them — so that two values can be compared as bytes.
///
/// Padding is whatever memory held before: two equal values built in
/// different places differ in it. A struct's bytes are its fields' (found
/// with the runtime's field reflection, `_forEachField`), down to fields
/// that are not structs (numbers, enums and optionals, references,
/// existentials), whose bytes all count:
///
/// ```
///  ModifiedContent<ModifiedContent<Color, _FrameLayout>, _IdentifiedModifier>   105 bytes
///  ┌ Color ┬ width? ┐ ┌ height? ┐ ┌ alignment ┐      ┌ id ┐
///  0       8        17 24       33 40         82  88    105
///  [0, 17) [24, 33) [40, 82) [88, 105)   compared;  17–24, 33–40, 82–88 padding
/// ```
///
/// Equal bytes mean the same value: the same numbers, the same objects,
/// the same enum cases. (Not always the converse: an enum's unused payload
/// bytes, or two strings with the same characters stored apart, differ —
/// then `==` decides, see `ElementMemo`.)
struct ValueBytes {
    /// The byte ranges that hold fields, in order, adjacent ones joined.
    let ranges: [Range<Int>]

    /// How deeply nested structs are looked into; below, a struct's bytes all count.
    static let maxDepth = 12

    /// The field bytes of `type`.
    init(of type: Any.Type) {
        var found: [Range<Int>] = []
        Self.collect(type, at: 0, depth: 0, into: &found)
        found.sort { $0.lowerBound < $1.lowerBound }
        var joined: [Range<Int>] = []
        for range in found where !range.isEmpty {
            if let last = joined.last, range.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                joined.append(range)
            }
        }
        ranges = joined
    }

    /// The comparison as eight-byte words, each with the mask of its field
    /// bytes (words with none left out), then the field bytes after the
    /// last whole word, one by one (a word there would read past the value).
    ///
    /// ```
    ///  bytes   0 ……… 16 17 ……… 23 24 ……… 32 33 …
    ///  word 16: mask 0x00000000000000FF   (byte 16 of width?, then padding)
    /// ```
    struct Plan {
        var words: [(offset: Int, mask: UInt64)] = []
        var tailBytes: [Int] = []
    }

    /// The plan for a value of `size` bytes.
    func plan(size: Int) -> Plan {
        var significant = [Bool](repeating: false, count: size)
        for range in ranges {
            for i in range where i < size { significant[i] = true }
        }
        var plan = Plan()
        var offset = 0
        while offset + 8 <= size {
            var mask: UInt64 = 0
            for i in 0..<8 where significant[offset + i] { mask |= 0xFF << (8 * UInt64(i)) }
            if mask != 0 { plan.words.append((offset, mask)) }
            offset += 8
        }
        while offset < size {
            if significant[offset] { plan.tailBytes.append(offset) }
            offset += 1
        }
        return plan
    }

    /// Whether the values at `a` and `b` have the same field bytes.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        ComparisonPlan(plan(size: ranges.last?.upperBound ?? 0)).equal(a, b)
    }

    /// Adds the field bytes of a `type` value at `offset`: a struct's or
    /// tuple's fields, looked into; all of any other value (the runtime
    /// describes an enum with no fields, a class not at all: neither is
    /// looked into).
    private static func collect(_ type: Any.Type, at offset: Int, depth: Int, into ranges: inout [Range<Int>]) {
        let size = Self.size(of: type)
        var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let described = depth < maxDepth && _forEachField(of: type) { _, fieldOffset, fieldType, kind in
            fields.append((fieldOffset, fieldType, kind))
            return true
        }
        guard described, !fields.isEmpty else {
            ranges.append(offset..<offset + size)
            return
        }
        for field in fields {
            if field.kind == .struct || field.kind == .tuple {
                collect(field.type, at: offset + field.offset, depth: depth + 1, into: &ranges)
            } else {
                ranges.append(offset + field.offset..<offset + field.offset + Self.size(of: field.type))
            }
        }
    }

    /// `MemoryLayout.size` of `type`.
    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// Internal: a `ValueBytes.Plan` in storage of its own, for comparing many
/// values of one type (an `ElementMemo` keeps one): no reference counting
/// or array checks per comparison.
final class ComparisonPlan {
    private let words: UnsafeMutablePointer<(offset: Int, mask: UInt64)>
    private let wordCount: Int
    private let tailBytes: UnsafeMutablePointer<Int>
    private let tailCount: Int

    init(_ plan: ValueBytes.Plan) {
        wordCount = plan.words.count
        words = .allocate(capacity: Swift.max(1, wordCount))
        words.initialize(from: plan.words, count: wordCount)
        tailCount = plan.tailBytes.count
        tailBytes = .allocate(capacity: Swift.max(1, tailCount))
        tailBytes.initialize(from: plan.tailBytes, count: tailCount)
    }

    /// The plan for values of `type`.
    convenience init(for type: Any.Type, size: Int) {
        self.init(ValueBytes(of: type).plan(size: size))
    }

    deinit {
        words.deallocate()
        tailBytes.deallocate()
    }

    /// Whether the values at `a` and `b` have the same field bytes.
    @inline(__always)
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for i in 0..<wordCount {
            let word = words[i]
            let x = a.loadUnaligned(fromByteOffset: word.offset, as: UInt64.self)
            let y = b.loadUnaligned(fromByteOffset: word.offset, as: UInt64.self)
            if (x ^ y) & word.mask != 0 { return false }
        }
        for i in 0..<tailCount {
            let offset = tailBytes[i]
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
        }
        return true
    }
}
