import Synchronization

/// How ``Cell`` keeps a grapheme cluster in the low 35 bits of its word: its UTF-8 in
/// bits 0–31 and its length in bits 32–34 when it has at most 4 bytes (any single scalar,
/// short clusters such as `e` + U+0301), otherwise ``internedLength`` in bits 32–34 and,
/// in bits 0–31, an index into a process-wide table of the longer clusters seen so far
/// (emoji sequences, long combining stacks: few, never removed). Length 0 is the
/// continuation cell, which has no grapheme.
enum GraphemeStore {
    /// Where the length starts.
    static let lengthShift: UInt64 = 32
    /// The length that marks an interned cluster.
    static let internedLength: UInt64 = 7
    /// The most UTF-8 bytes stored inline.
    static let inlineCapacity = 4
    /// The bits of a cell's word a packed grapheme uses.
    static let mask: UInt64 = (1 << 35) - 1

    private static let table = Mutex<(indices: [String: UInt64], strings: [String])>(([:], []))

    /// Packs `character` (bits 0–34; the rest zero).
    static func pack(_ character: Character) -> UInt64 {
        var word: UInt64 = 0
        var count: UInt64 = 0
        for byte in character.utf8 {
            if count == UInt64(inlineCapacity) { return intern(String(character)) }
            word |= UInt64(byte) << (8 * count)
            count += 1
        }
        return word | count << lengthShift
    }

    private static func intern(_ string: String) -> UInt64 {
        let index = table.withLock { table -> UInt64 in
            if let index = table.indices[string] { return index }
            let index = UInt64(table.strings.count)
            precondition(index <= UInt64(UInt32.max), "more than 2^32 distinct long grapheme clusters")
            table.strings.append(string)
            table.indices[string] = index
            return index
        }
        return index | internedLength << lengthShift
    }

    /// The length field of `word` (0 continuation, 1–4 inline, ``internedLength``).
    @inline(__always)
    static func length(_ word: UInt64) -> UInt64 { (word >> lengthShift) & 7 }

    /// The interned string at `word`'s index.
    private static func interned(_ word: UInt64) -> String {
        table.withLock { $0.strings[Int(word & 0xFFFF_FFFF)] }
    }

    /// The character packed in `word`; a continuation (length 0) gives a space.
    static func unpack(_ word: UInt64) -> Character {
        let length = length(word)
        if length == internedLength { return Character(interned(word)) }
        if length == 0 { return " " }
        return withUTF8(word) { Character(String(decoding: $0, as: UTF8.self)) }
    }

    /// Calls `body` with the UTF-8 bytes packed in `word` (none for a continuation).
    @inline(__always)
    static func withUTF8<R>(_ word: UInt64, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let length = length(word)
        if length == internedLength {
            var string = interned(word)
            return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        var bytes = word.littleEndian
        return withUnsafeBytes(of: &bytes) { raw in body(UnsafeRawBufferPointer(rebasing: raw[0..<Int(length)])) }
    }

    /// Number of UTF-8 bytes packed in `word`.
    static func utf8Count(_ word: UInt64) -> Int {
        let length = length(word)
        if length == internedLength { return interned(word).utf8.count }
        return Int(length)
    }
}
