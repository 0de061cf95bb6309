import Testing
@testable import TerminalLayout

/// Inline Markdown in a `LocalizedStringKey` (TXT7).
struct InlineMarkdownTests {
    @Test("A literal key shows its Markdown as SwiftUI does, without the markup", arguments: [
        ("Hello **World**", "Hello World", false),
        ("**Whole title**", "Whole title", true),
        ("__Whole title__", "Whole title", true),
        ("***Bold italic***", "Bold italic", true),
        ("*emphasis* and _this_", "emphasis and this", false),
        ("~~gone~~ kept", "gone kept", false),
        ("Run `swift **build**`", "Run swift **build**", false),
        ("`` a ` b ``", "a ` b", false),
        ("Read [the **docs**](https://example.com) now", "Read the docs now", false),
        ("\\*not emphasis\\*", "*not emphasis*", false),
        ("2 * 3 * 4", "2 * 3 * 4", false),
        ("snake_case_name", "snake_case_name", false),
        ("a **b", "a **b", false),
        ("[not a link] (x)", "[not a link] (x)", false),
        ("100% literal", "100% literal", false),
        ("**a** b **c**", "a b c", false),
        ("**unclosed *inner*", "**unclosed inner", false),
        ("", "", false),
    ] as [(String, String, Bool)])
    func literal(_ key: String, _ shown: String, _ bold: Bool) {
        let text = Text(LocalizedStringKey(key))
        #expect(text.content == shown)
        #expect(text.bolded == bold)
    }

    /// The check every key's text goes through: a byte inline Markdown uses, anywhere, in
    /// small (inline) and large (heap) strings, and never a byte of another character.
    @Test("A string may have markup when one of its bytes is *, _, ~, `, [ or \\", arguments: [
        ("", false), ("cell 12", false), ("*", true), ("_", true), ("~", true), ("`", true),
        ("[", true), ("\\", true), ("]", false), ("+-/()!#%&'\"<>={}|^@$,.;:?", false),
        ("héllo wörld ✂️ 漢字", false), ("héllo *wörld*", true), ("漢字_", true),
        (String(repeating: "abcdefgh", count: 40), false), (String(repeating: "abcdefgh", count: 40) + "`", true),
        ("\u{7F}\u{80}\u{FF}", false), ("\u{0}\u{2A}", true),
    ] as [(String, Bool)])
    func mayHaveMarkup(_ string: String, _ expected: Bool) {
        #expect(InlineMarkdown.mayHaveMarkup(string) == expected)
        // A bridged or substring-made string takes the same answer.
        #expect(InlineMarkdown.mayHaveMarkup(String(Substring(string))) == expected)
    }

    @Test("Characters from an interpolation are never markup; the literal around them is")
    func interpolated() {
        let name = "*Ann*", stars = "**"
        #expect(Text("Hello \(name)").content == "Hello *Ann*")
        #expect(Text("Hello **\(name)**").content == "Hello *Ann*")
        #expect(Text("**\(3)** items").content == "3 items")
        #expect(Text("\(stars)x\(stars)").content == "**x**")
        #expect(Text("**Total: \(2)**").bolded)
    }

    @Test("Titles of buttons and the verbatim forms: keys render Markdown, strings do not")
    func titles() {
        let title = "**Save**"
        #expect(textFrame(Button("**Save**") {}.buttonStyle(.plain), width: 10, height: 1) == ["Save"])
        #expect(Text(title).content == "**Save**")
        #expect(Text(verbatim: "**Save**").content == "**Save**")
        #expect(Text(LocalizedStringKey(title)).content == "Save")
    }
}
