import Foundation
import Testing
import TerminalLayout

/// `MutableCollection.move(fromOffsets:toOffset:)` and `RangeReplaceableCollection.remove(atOffsets:)`,
/// SwiftUI's helpers for `onMove` and `onDelete` (EDIT1): the destination counts the
/// collection before the move.
struct CollectionEditingTests {
    @Test("move(fromOffsets:toOffset:): the moved letters go before the letter at the destination", arguments: [
        ("abcd", [0], 3, "bcad"),
        ("abcd", [0], 4, "bcda"),
        ("abcd", [3], 0, "dabc"),
        ("abcd", [2], 1, "acbd"),
        ("abcd", [1], 1, "abcd"),
        ("abcd", [1], 2, "abcd"),
        ("abcd", [1, 2], 0, "bcad"),
        ("abcd", [0, 2], 4, "bdac"),
        ("abcd", [], 2, "abcd"),
        // SwiftUI's documented example.
        ("ABcDefgHIJKlmNO", [2, 4, 5, 6, 11, 12], 2, "ABcefglmDHIJKNO"),
        ("ABcDefgHIJKlmNO", [2, 4, 5, 6, 11, 12], 15, "ABDHIJKNOcefglm"),
    ] as [(String, [Int], Int, String)])
    func move(_ letters: String, _ offsets: [Int], _ destination: Int, _ expected: String) {
        var array = Array(letters)
        array.move(fromOffsets: IndexSet(offsets), toOffset: destination)
        #expect(String(array) == expected)
        // A mutable collection that is not an array: a slice of one, not at offset 0.
        var padded = Array("_" + letters)
        padded[1...].move(fromOffsets: IndexSet(offsets), toOffset: destination)
        #expect(String(padded.dropFirst()) == expected)
    }

    @Test("remove(atOffsets:): the letters at the offsets go, the others keep their order", arguments: [
        ("abcde", [0, 2], "bde"),
        ("abcde", [1, 2, 3], "ae"),
        ("abcde", [4], "abcd"),
        ("abcde", [0, 1, 2, 3, 4], ""),
        ("abcde", [], "abcde"),
    ] as [(String, [Int], String)])
    func remove(_ letters: String, _ offsets: [Int], _ expected: String) {
        var array = Array(letters)
        array.remove(atOffsets: IndexSet(offsets))
        #expect(String(array) == expected)
    }
}
