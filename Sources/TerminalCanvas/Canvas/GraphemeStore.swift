import Synchronization

/// How ``Cell`` keeps a grapheme cluster in one word: its UTF-8 in bytes 0–6 and its
/// length in byte 7 when it has at most 7 bytes (any single scalar, most short clusters),
/// otherwise ``internedLength`` in byte 7 and an index into a process-wide table of the
/// longer clusters seen so far (emoji sequences, long combining stacks: few, never removed).
enum GraphemeStore {
    /// The length byte that marks an interned cluster.
    static let internedLength: UInt64 = 0xFF
    /// The most UTF-8 bytes stored inline.
    static let inlineCapacity = 7

    private static let table = Mutex<(indices: [String: UInt64], strings: [String])>(([:], []))

    /// Packs `character` into one word.
    static func pack(_ character: Character) -> UInt64 {
        var word: UInt64 = 0
        var count: UInt64 = 0
        for byte in character.utf8 {
            if count == UInt64(inlineCapacity) { return intern(String(character)) }
            word |= UInt64(byte) << (8 * count)
            count += 1
        }
        return word | count << 56
    }

    private static func intern(_ string: String) -> UInt64 {
        let index = table.withLock { table -> UInt64 in
            if let index = table.indices[string] { return index }
            let index = UInt64(table.strings.count)
            table.strings.append(string)
            table.indices[string] = index
            return index
        }
        return index | internedLength << 56
    }

    /// The interned string at `word`'s index.
    private static func interned(_ word: UInt64) -> String {
        table.withLock { $0.strings[Int(word & ((1 << 56) - 1))] }
    }

    /// The character packed in `word`; a continuation's zero word gives a space.
    static func unpack(_ word: UInt64) -> Character {
        let length = word >> 56
        if length == internedLength { return Character(interned(word)) }
        if length == 0 { return " " }
        return withUTF8(word) { Character(String(decoding: $0, as: UTF8.self)) }
    }

    /// Calls `body` with the UTF-8 bytes packed in `word`.
    @inline(__always)
    static func withUTF8<R>(_ word: UInt64, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let length = word >> 56
        if length == internedLength {
            var string = interned(word)
            return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        var bytes = word.littleEndian
        return withUnsafeBytes(of: &bytes) { raw in body(UnsafeRawBufferPointer(rebasing: raw[0..<Int(length)])) }
    }

    /// Number of UTF-8 bytes packed in `word`.
    static func utf8Count(_ word: UInt64) -> Int {
        let length = word >> 56
        if length == internedLength { return interned(word).utf8.count }
        return Int(length)
    }
}
