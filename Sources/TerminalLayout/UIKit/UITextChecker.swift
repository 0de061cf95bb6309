import Foundation

/// UIKit's spell checker, as SwiftUI code on iOS reaches it through `import SwiftUI` alone
/// (UIK1): whether a word is spelled right — "100 Days of SwiftUI"'s Word Scramble asks
/// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` — and guesses and
/// completions for one.
///
/// ```swift
/// let checker = UITextChecker()
/// let range = NSRange(location: 0, length: word.utf16.count)
/// let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
/// let isReal = misspelled.location == NSNotFound
/// ```
///
/// Words are looked up, ignoring case, in the system's English word list — the first of
/// `/usr/share/dict/words`, `american-english` and `british-english` there is (Debian's
/// `wamerican`) — read once, and in the words learned (`learnWord(_:)`, for the process) or
/// ignored (`ignoreWord(_:)`, for this checker). A system without a word list checks
/// nothing: `availableLanguages` is empty and every word is spelled right (as a language
/// UIKit has no dictionary for), so an app asking still runs.
open class UITextChecker: NSObject, @unchecked Sendable {
    /// The words this checker ignores (`ignoreWord(_:)`), or `nil` when none.
    open var ignoredWords: [String]? {
        get { lock.withLock { ignored.isEmpty ? nil : ignored.sorted() } }
        set { lock.withLock { ignored = Set((newValue ?? []).map { $0.lowercased() }) } }
    }
    private var ignored: Set<String> = []
    private let lock = NSLock()
    /// The word list this checker reads (the system's; another in tests).
    let dictionary: SpellingDictionary

    /// A checker of the system's word list.
    public override init() {
        dictionary = .system
        super.init()
    }

    /// A checker of `dictionary`.
    init(dictionary: SpellingDictionary) {
        self.dictionary = dictionary
        super.init()
    }

    /// The languages words can be checked in: English when the system has a word list.
    open class var availableLanguages: [String] { SpellingDictionary.system.isEmpty ? [] : ["en", "en_US"] }

    /// The range of the first misspelled word of `stringToCheck` within `range` (UTF-16
    /// offsets) from `startingOffset` — and, with `wrapFlag`, from the range's start up to
    /// it — or `NSNotFound` at location 0 when every word is spelled right.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard !dictionary.isEmpty else { return notFound }
        let units = Array(stringToCheck.utf16)
        let lower = Swift.max(0, Swift.min(range.location == NSNotFound ? 0 : range.location, units.count))
        let upper = Swift.max(lower, Swift.min(lower + Swift.max(0, range.length), units.count))
        let start = Swift.max(lower, Swift.min(startingOffset, upper))
        let ignored = lock.withLock { self.ignored }
        func firstMisspelled(from: Int, to: Int) -> NSRange? {
            for word in Self.words(in: units, from: from, to: to) {
                let text = String(decoding: units[word], as: UTF16.self).lowercased()
                // A number is not a word to spell.
                if text.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) { continue }
                if !ignored.contains(text) && !dictionary.contains(text) {
                    return NSRange(location: word.lowerBound, length: word.count)
                }
            }
            return nil
        }
        if let found = firstMisspelled(from: start, to: upper) { return found }
        if wrapFlag, start > lower, let found = firstMisspelled(from: lower, to: start) { return found }
        return notFound
    }

    /// Words spelled like the one at `range` of `string`, one letter away (deleted, swapped,
    /// changed or added), in alphabetical order; `nil` when the system has no word list.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard !dictionary.isEmpty, let word = Self.substring(of: string, range) else { return nil }
        let letters = Array(word.lowercased())
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var candidates: Set<String> = []
        for i in 0...letters.count {
            if i < letters.count { candidates.insert(String(letters[..<i] + letters[(i + 1)...])) }
            if i + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(i, i + 1)
                candidates.insert(String(swapped))
            }
            for letter in alphabet {
                if i < letters.count, letters[i] != letter {
                    var changed = letters
                    changed[i] = letter
                    candidates.insert(String(changed))
                }
                candidates.insert(String(letters[..<i] + [letter] + letters[i...]))
            }
        }
        candidates.remove(String(letters))
        return candidates.filter { !$0.isEmpty && dictionary.contains($0) }.sorted()
    }

    /// The words that begin with the partial word at `range` of `string`, in alphabetical
    /// order (at most 100); `nil` when the system has no word list.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard !dictionary.isEmpty, let partial = Self.substring(of: string, range), !partial.isEmpty else { return nil }
        return Array(dictionary.words(withPrefix: partial.lowercased()).prefix(100))
    }

    /// Checks `wordToIgnore` as spelled right from now on (this checker only).
    open func ignoreWord(_ wordToIgnore: String) {
        _ = lock.withLock { ignored.insert(wordToIgnore.lowercased()) }
    }

    /// Checks `word` as spelled right from now on, for every checker of the process.
    open class func learnWord(_ word: String) { SpellingDictionary.learn(word) }

    /// Whether `word` was learned (`learnWord(_:)`).
    open class func hasLearnedWord(_ word: String) -> Bool { SpellingDictionary.hasLearned(word) }

    /// Forgets a learned word.
    open class func unlearnWord(_ word: String) { SpellingDictionary.unlearn(word) }

    /// The words of `units[from..<to]`: runs of letters, digits and apostrophes between others
    /// (a search starting inside a word starts a word there).
    static func words(in units: [UInt16], from: Int, to: Int) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var i = from
        func isWordUnit(_ unit: UInt16) -> Bool {
            if unit == 0x27 || unit == 0x2019 { return true }          // ' and ’
            if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return false }
            guard let scalar = Unicode.Scalar(unit) else { return false }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        while i < to {
            guard isWordUnit(units[i]) else { i += 1; continue }
            let start = i
            while i < to, isWordUnit(units[i]) { i += 1 }
            words.append(start..<i)
        }
        return words
    }

    /// `string`'s characters at `range` (UTF-16 offsets), or `nil` when it is not within it.
    private static func substring(of string: String, _ range: NSRange) -> String? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              let bounds = Range(range, in: string) else { return nil }
        return String(string[bounds])
    }
}
