import Synchronization

/// How ``Cell`` keeps a grapheme cluster in two words: its UTF-8 inline when it has at
/// most 15 bytes, otherwise an index into a process-wide table of the longer clusters
/// seen so far (emoji sequences, long combining stacks: few, and never removed).
enum GraphemeStore {
    /// The length byte that marks an interned cluster.
    static let internedLength: UInt64 = 0xFF

    private static let table = Mutex<(indices: [String: UInt64], strings: [String])>(([:], []))

    /// Packs `character` into (low, high).
    static func pack(_ character: Character) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        let fits = withUnsafeMutableBytes(of: &words) { raw -> Bool in
            var i = 0
            for byte in character.utf8 {
                if i == 15 { return false }
                raw[i] = byte
                i += 1
            }
            raw[15] = UInt8(i)
            return true
        }
        if fits { return words }
        let string = String(character)
        let index = table.withLock { table -> UInt64 in
            if let index = table.indices[string] { return index }
            let index = UInt64(table.strings.count)
            table.strings.append(string)
            table.indices[string] = index
            return index
        }
        return (index, internedLength << 56)
    }

    /// The character packed in (low, high); a continuation's zero words give a space.
    static func unpack(_ low: UInt64, _ high: UInt64) -> Character {
        let length = high >> 56
        if length == internedLength {
            return Character(table.withLock { $0.strings[Int(low)] })
        }
        if length == 0 { return " " }
        var words = (low, high)
        return withUnsafeBytes(of: &words) { raw in
            Character(String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<Int(length)]), as: UTF8.self))
        }
    }

    /// Calls `body` with the UTF-8 bytes packed in (low, high).
    @inline(__always)
    static func withUTF8<R>(_ low: UInt64, _ high: UInt64, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let length = high >> 56
        if length == internedLength {
            var string = table.withLock { $0.strings[Int(low)] }
            return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        var words = (low, high)
        return withUnsafeBytes(of: &words) { raw in body(UnsafeRawBufferPointer(rebasing: raw[0..<Int(length)])) }
    }

    /// Number of UTF-8 bytes packed in (low, high).
    static func utf8Count(_ low: UInt64, _ high: UInt64) -> Int {
        let length = high >> 56
        if length == internedLength { return table.withLock { $0.strings[Int(low)].utf8.count } }
        return Int(length)
    }
}
