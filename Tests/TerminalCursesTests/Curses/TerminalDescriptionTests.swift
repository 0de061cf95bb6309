import Testing
import TerminalCurses

/// Terminal types as terminfo describes them (the entries of ncurses-base), read without
/// touching the terminal.
struct TerminalDescriptionTests {
    @Test(arguments: [
        // name, cup, alternate screen, colours, usable
        ("dumb", false, false, 0, false),
        ("vt100", true, false, 0, true),
        ("linux", true, false, 8, true),
        ("screen", true, true, 8, true),
        ("xterm-256color", true, true, 256, true),
    ] as [(String, Bool, Bool, Int, Bool)])
    func knownTypes(name: String, cup: Bool, alternate: Bool, colors: Int, usable: Bool) throws {
        let description = try #require(TerminalDescription.read(term: name))
        #expect(description.name == name)
        #expect(description.canAddressCursor == cup)
        #expect(description.hasAlternateScreen == alternate)
        #expect(description.colors == colors)
        #expect((description.unusableReason == nil) == usable)
        // Reading leaves nothing behind: a second read gives the same answer.
        #expect(TerminalDescription.read(term: name) == description)
    }

    @Test(arguments: ["", "no-such-terminal-type", "../../etc/passwd"])
    func unknownTypesHaveNoDescription(name: String) {
        #expect(TerminalDescription.read(term: name) == nil)
    }

    @Test(arguments: [
        (TerminalDescription(name: "g", canAddressCursor: true, isGeneric: true, hasAlternateScreen: false, colors: 0),
         "is a generic type that cannot move the cursor"),
        (TerminalDescription(name: "h", canAddressCursor: true, isHardCopy: true, hasAlternateScreen: false, colors: 0),
         "is a printing terminal"),
        (TerminalDescription(name: "n", canAddressCursor: false, hasAlternateScreen: false, colors: 0),
         "cannot move the cursor (no cup in its terminfo entry)"),
    ])
    func whyATypeIsUnusable(description: TerminalDescription, why: String) {
        #expect(description.unusableReason == why)
    }
}
