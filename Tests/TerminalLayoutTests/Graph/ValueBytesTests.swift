import Testing
@testable import TerminalLayout

private struct Padded {
    var a: UInt8      // 0
    var b: Int        // 8
    var c: Double?    // 16 (9 bytes)
    var d: UInt16     // 26
}

private struct Nested {
    var inner: Padded // 0 ..< 28
    var flag: Bool    // 28
    var tuple: (UInt8, Int)  // 32: 1 byte, then 8 at 40
}

private final class Reference {}

private struct WithReference {
    var flag: Bool
    var object: Reference
}

private enum Choice: Equatable {
    case small(UInt8)
    case large(Int)
}

/// `ValueBytes`: the bytes of a value that hold its fields, so that two
/// values compare as bytes without their padding.
struct ValueBytesTests {
    @Test("Field bytes of a type: its fields', down to what is not a struct; padding left out",
          arguments: [
              (Int.self as Any.Type, [0..<8]),
              (Padded.self, [0..<1, 8..<25, 26..<28]),
              (Nested.self, [0..<1, 8..<25, 26..<29, 32..<33, 40..<48]),
              (WithReference.self, [0..<1, 8..<16]),
              (Choice.self, [0..<9]),
              (Reference.self, [0..<8]),
              (Color.self, [0..<8]),
          ])
    func ranges(type: Any.Type, expected: [Range<Int>]) {
        #expect(ValueBytes(of: type).ranges == expected)
    }

    @Test("The comparison plan: masked eight-byte words, then the bytes after the last whole word")
    func plan() {
        let plan = ValueBytes(of: Padded.self).plan(size: MemoryLayout<Padded>.size)
        #expect(MemoryLayout<Padded>.size == 28)
        #expect(plan.words.map(\.offset) == [0, 8, 16])
        #expect(plan.words.map(\.mask) == [0xFF, UInt64.max, UInt64.max])
        // 24: the optional's tag; 25: padding; 26, 27: `d`.
        #expect(plan.tailBytes == [24, 26, 27])
        let withReference = ValueBytes(of: WithReference.self).plan(size: MemoryLayout<WithReference>.size)
        #expect(withReference.words.map(\.mask) == [0xFF, UInt64.max])
        #expect(withReference.tailBytes.isEmpty)
    }

    @Test("Equal values whose padding differs compare equal; their whole bytes do not")
    func paddingIsIgnored() {
        var a = Padded(a: 7, b: -3, c: 2.5, d: 9)
        var b = a
        // Padding is whatever the memory held: write over b's (bytes 1–7 and 25).
        withUnsafeMutableBytes(of: &b) { bytes in
            for i in [1, 2, 3, 4, 5, 6, 7, 25] { bytes[i] = 0x5A }
        }
        let layout = ValueBytes(of: Padded.self)
        #expect(withUnsafePointer(to: &a) { pa in withUnsafePointer(to: &b) { layout.equal(pa, $0) } })
        let whole = withUnsafeBytes(of: &a) { ba in withUnsafeBytes(of: &b) { ba.elementsEqual($0) } }
        #expect(!whole)
    }

    @Test("A difference in any field's bytes is a difference", arguments: 0..<5)
    func fieldDifferences(field: Int) {
        var other = Padded(a: 7, b: -3, c: 2.5, d: 9)
        switch field {
        case 0: other.a = 8
        case 1: other.b = 3
        case 2: other.c = 2.25
        case 3: other.c = nil
        default: other.d = 10
        }
        var base = Padded(a: 7, b: -3, c: 2.5, d: 9)
        let layout = ValueBytes(of: Padded.self)
        #expect(!withUnsafePointer(to: &base) { a in withUnsafePointer(to: &other) { b in layout.equal(a, b) } })
    }

    @Test("References compare by identity: another object with the same contents differs")
    func referencesByIdentity() {
        let shared = Reference()
        var a = WithReference(flag: true, object: shared)
        var b = WithReference(flag: true, object: shared)
        var c = WithReference(flag: true, object: Reference())
        let layout = ValueBytes(of: WithReference.self)
        #expect(withUnsafePointer(to: &a) { pa in withUnsafePointer(to: &b) { layout.equal(pa, $0) } })
        #expect(!withUnsafePointer(to: &a) { pa in withUnsafePointer(to: &c) { layout.equal(pa, $0) } })
    }
}
