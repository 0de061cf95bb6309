/// The bytes of one frame while ``FrameEncoder`` builds them: a growable raw buffer, so
/// appending a byte is a capacity check and a store (an array append also checks that its
/// storage is not shared, a call per byte).
///
/// The buffer lives for one ``FrameEncoder/encode(_:size:)`` call only: allocated with the
/// first byte, copied out into the frame's `[UInt8]` and freed at the end of the call, so
/// copies of an encoder never share it.
struct FrameBytes: @unchecked Sendable {
    /// The first byte; `nil` until something is appended.
    private(set) var start: UnsafeMutablePointer<UInt8>?
    /// Bytes written so far.
    private(set) var count = 0
    private var capacity = 0
    /// What the first allocation holds (grown by doubling when exceeded).
    private let initialCapacity: Int

    /// An empty buffer whose first allocation will hold `initialCapacity` bytes.
    init(initialCapacity: Int = 64) {
        self.initialCapacity = initialCapacity
    }

    /// Makes room for `n` more bytes.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count &+ n > capacity { grow(to: count + n) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2, initialCapacity)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if let start {
            bigger.update(from: start, count: count)
            start.deallocate()
        }
        start = bigger
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start.unsafelyUnwrapped[count] = byte
        count &+= 1
    }

    /// Appends raw bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(start.unsafelyUnwrapped + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        count &+= bytes.count
    }

    /// Appends ASCII text.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends an array of bytes.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Appends the low `length` bytes of `word`, lowest first (a packed grapheme's UTF-8).
    @inline(__always)
    mutating func append(word: UInt64, length: Int) {
        reserve(8)
        var word = word.littleEndian
        withUnsafeBytes(of: &word) { raw in
            UnsafeMutableRawPointer(start.unsafelyUnwrapped + count).copyMemory(from: raw.baseAddress!, byteCount: 8)
        }
        count &+= length
    }

    /// Appends a non-negative number in decimal.
    @inline(__always)
    mutating func appendNumber(_ n: Int) {
        if n < 10 {
            append(UInt8(truncatingIfNeeded: n) &+ 0x30)
            return
        }
        appendLongNumber(n)
    }

    private mutating func appendLongNumber(_ n: Int) {
        var digits = 0
        var rest = n
        while rest > 0 { digits += 1; rest /= 10 }
        reserve(digits)
        var value = n
        var position = count + digits
        let start = self.start.unsafelyUnwrapped
        while position > count {
            position -= 1
            start[position] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
            value /= 10
        }
        count += digits
    }

    /// Forgets the bytes written, keeping the buffer.
    mutating func removeAll() {
        count = 0
    }

    /// The bytes written, as an array.
    var array: [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Frees the buffer; the value is empty afterwards.
    mutating func deallocate() {
        start?.deallocate()
        start = nil
        count = 0
        capacity = 0
    }
}
