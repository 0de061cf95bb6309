import Foundation
import Testing
@testable import TerminalLayout

/// `UITextChecker` over a word list (UIK1): the system's, or one given in the test.
struct UITextCheckerTests {
    static let list = """
        apple
        Banana
        cat
        cart
        care
        carp
        scar
        don't

        """
    static func checker() -> UITextChecker { UITextChecker(dictionary: SpellingDictionary(list: list)) }

    /// Word Scramble's check: the whole word's range, from 0, no wrap.
    @Test("A word is real when no range of it is misspelled", arguments: [
        ("apple", nil), ("APPLE", nil), ("banana", nil), ("Don't", nil), ("cta", 0..<3), ("aple", 0..<4),
        ("cat apple", nil), ("cat aple cart", 4..<8), ("xyz cat", 0..<3), ("  cat,  care. ", nil),
        ("cat 42 care", nil), ("cat 4x care", 4..<6), ("", nil), ("é", 0..<1),
    ] as [(String, Range<Int>?)])
    func misspelled(_ text: String, _ expected: Range<Int>?) {
        let range = NSRange(location: 0, length: text.utf16.count)
        let found = Self.checker().rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en")
        if let expected {
            #expect(found == NSRange(location: expected.lowerBound, length: expected.count))
        } else {
            #expect(found.location == NSNotFound)
        }
    }

    @Test("The search starts at the offset, stays in the range, and wraps to the range's start when asked",
          arguments: [
        // "xx cat yy care": xx 0..<2, cat 3..<6, yy 7..<9, care 10..<14.
        (0, 14, 0, false, 0..<2), (3, 11, 3, false, 7..<9), (3, 11, 6, false, 7..<9), (3, 11, 8, false, 8..<9),
        (3, 11, 9, false, nil), (3, 11, 9, true, 7..<9), (10, 4, 10, true, nil), (0, 100, 10, true, 0..<2),
        (20, 5, 0, true, nil),
    ] as [(Int, Int, Int, Bool, Range<Int>?)])
    func offsetsAndWrap(_ location: Int, _ length: Int, _ start: Int, _ wrap: Bool, _ expected: Range<Int>?) {
        let found = Self.checker().rangeOfMisspelledWord(in: "xx cat yy care", range: NSRange(location: location, length: length),
                                                         startingAt: start, wrap: wrap, language: "en")
        #expect(found == (expected.map { NSRange(location: $0.lowerBound, length: $0.count) } ?? NSRange(location: NSNotFound, length: 0)))
    }

    @Test("Guesses are the words one letter away; completions the words a part begins")
    func guessesAndCompletions() {
        let checker = Self.checker()
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "cta", language: "en") == ["cat"])
        #expect(checker.guesses(forWordRange: NSRange(location: 4, length: 3), in: "the car", language: "en") == ["care", "carp", "cart", "cat", "scar"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "car", language: "en") == ["care", "carp", "cart"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "zz", language: "en") == [])
        #expect(checker.guesses(forWordRange: NSRange(location: 5, length: 3), in: "cat", language: "en") == nil)
    }

    @Test("Ignored words are this checker's; learned words every checker's")
    func ignoredAndLearned() {
        let text = "zork", range = NSRange(location: 0, length: 4)
        let checker = Self.checker(), other = Self.checker()
        #expect(checker.ignoredWords == nil)
        checker.ignoreWord("Zork")
        #expect(checker.ignoredWords == ["zork"])
        #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        #expect(other.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en").location == 0)
        let word = "quuxlearned\(UUID().uuidString.prefix(4).filter(\.isLetter))"
        let learned = NSRange(location: 0, length: word.utf16.count)
        #expect(!UITextChecker.hasLearnedWord(word))
        UITextChecker.learnWord(word)
        #expect(UITextChecker.hasLearnedWord(word))
        #expect(other.rangeOfMisspelledWord(in: word, range: learned, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        UITextChecker.unlearnWord(word)
        #expect(other.rangeOfMisspelledWord(in: word, range: learned, startingAt: 0, wrap: false, language: "en").location == 0)
    }

    @Test("Without a word list nothing is checked: every word is spelled right, no language is available")
    func noWordList() {
        let checker = UITextChecker(dictionary: SpellingDictionary(list: ""))
        #expect(checker.rangeOfMisspelledWord(in: "zzqx", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: true, language: "en").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "zzqx", language: "en") == nil)
        // The system's list decides what the default checker and the languages are.
        #expect(UITextChecker.availableLanguages == (SpellingDictionary.system.isEmpty ? [] : ["en", "en_US"]))
    }
}
