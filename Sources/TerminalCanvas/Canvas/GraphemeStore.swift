/// How ``Cell`` keeps a grapheme cluster in the low 35 bits of its word.
///
/// - Inline (length 1–4 in bits 32–34): the cluster's UTF-8 in bits 0–31, first byte
///   lowest. Every single scalar and short clusters such as `e` + U+0301.
/// - Interned (length ``internedLength``): bits 0–31 are an index into ``table``, a
///   process-wide table of the longer clusters seen so far (emoji sequences, flags,
///   combining stacks), never removed.
/// - Length 0: no grapheme (the continuation cell).
///
/// The table is bounded (``tableCapacity`` clusters of at most ``longestInterned`` bytes:
/// at most 4 MiB of text), so a long session that shows ever new clusters does not grow
/// the process without end. A cluster the table cannot take — it is longer than
/// ``longestInterned`` bytes, or new once the table is full — is packed as ``replacement(columns:)``,
/// a stand-in of the same width, so the row's columns stay where they were.
enum GraphemeStore {
    /// Where the length starts.
    static let lengthShift: UInt64 = 32
    /// The length that marks an interned cluster.
    static let internedLength: UInt64 = 7
    /// The most UTF-8 bytes stored inline.
    static let inlineCapacity = 4
    /// The bits of a cell's word a packed grapheme uses.
    static let mask: UInt64 = (1 << 35) - 1
    /// The most clusters the table holds.
    static let tableCapacity = 32_768
    /// The longest cluster interned, in UTF-8 bytes (32 scalars of 4 bytes; the longest
    /// emoji sequences are about 40).
    static let longestInterned = 128

    /// The longer clusters seen so far.
    static let table = InternTable<String>(capacity: tableCapacity)

    /// Packs `character` (bits 0–34; the rest zero), or returns `nil` when it is too long
    /// to intern or new to a full table (see ``replacement(columns:)``).
    static func pack(_ character: Character) -> UInt64? {
        pack(character, in: table)
    }

    /// ``pack(_:)`` with `table` for the long clusters.
    static func pack(_ character: Character, in table: InternTable<String>) -> UInt64? {
        var word: UInt64 = 0
        var count: UInt64 = 0
        for byte in character.utf8 {
            if count == UInt64(inlineCapacity) {
                let string = String(character)
                guard string.utf8.count <= longestInterned, let index = table.index(of: string) else { return nil }
                return UInt64(index) | internedLength << lengthShift
            }
            word |= UInt64(byte) << (8 * count)
            count += 1
        }
        return word | count << lengthShift
    }

    /// The packed stand-in for a cluster that could not be packed: U+FFFD (`�`) for a
    /// one-column cluster, U+3013 (`〓`, the geta mark, the substitute for a missing
    /// glyph in East Asian text) for a two-column one.
    static func replacement(columns: UInt64) -> UInt64 {
        columns == 2 ? 0x93_80_E3 | 3 << lengthShift : 0xBD_BF_EF | 3 << lengthShift
    }

    /// The length field of `word` (0 continuation, 1–4 inline, ``internedLength``).
    @inline(__always)
    static func length(_ word: UInt64) -> UInt64 { (word >> lengthShift) & 7 }

    /// The interned string at `word`'s index.
    private static func interned(_ word: UInt64) -> String {
        table[UInt32(truncatingIfNeeded: word)]
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
