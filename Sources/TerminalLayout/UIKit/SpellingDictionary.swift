import Foundation
import Synchronization

/// Internal: the words `UITextChecker` knows (UIK1) — a word list read once, lowercased, and
/// the words learned for the process.
final class SpellingDictionary: @unchecked Sendable {
    /// The word list's words, lowercased, sorted (for prefixes) and as a set (for lookups).
    private let sorted: [String]
    private let lookup: Set<String>

    /// The words of `list`, one a line (blank lines and surrounding spaces ignored).
    init(list: String) {
        var words = Set<String>()
        for line in list.split(whereSeparator: \.isNewline) {
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if !word.isEmpty { words.insert(word) }
        }
        lookup = words
        sorted = words.sorted()
    }

    /// The places a Linux system keeps its English word list, in the order they are tried.
    static let systemPaths = ["/usr/share/dict/words", "/usr/share/dict/american-english",
                              "/usr/share/dict/british-english"]

    /// The system's word list: the first of `systemPaths` that can be read (empty when none).
    static let system: SpellingDictionary = {
        for path in systemPaths {
            if let list = try? String(contentsOfFile: path, encoding: .utf8) { return SpellingDictionary(list: list) }
        }
        return SpellingDictionary(list: "")
    }()

    /// Whether the list has no words (nothing can be checked).
    var isEmpty: Bool { lookup.isEmpty }

    /// Whether `word` (lowercased) is in the list or was learned.
    func contains(_ word: String) -> Bool { lookup.contains(word) || Self.hasLearned(word) }

    /// The words of the list that begin with `prefix` (lowercased), in order.
    func words(withPrefix prefix: String) -> ArraySlice<String> {
        // The first word not before the prefix, found by halving; the run that has it after.
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sorted.count, sorted[end].hasPrefix(prefix) { end += 1 }
        return sorted[low..<end]
    }

    private static let learned = Mutex(Set<String>())

    static func learn(_ word: String) { learned.withLock { _ = $0.insert(word.lowercased()) } }
    static func unlearn(_ word: String) { learned.withLock { _ = $0.remove(word.lowercased()) } }
    static func hasLearned(_ word: String) -> Bool { learned.withLock { $0.contains(word.lowercased()) } }
}
