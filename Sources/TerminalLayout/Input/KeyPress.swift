/// One key press delivered to an `onKeyPress` action, as in SwiftUI.
///
/// A terminal reports key-down only: every press has the phase `.down`.
/// A key held down repeats as more `.down` presses — a terminal cannot tell
/// a repeat from a new press — and no `.up` ever arrives, so an action
/// registered only for `.repeat` or `.up` never runs (rule KEY1).
public struct KeyPress: Sendable, CustomStringConvertible {
    /// The phase of the press: always `.down` in a terminal.
    public let phase: KeyPress.Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key produced: the typed text for a printable key
    /// (`"A"` for Shift-A), the control character for Ctrl and a letter,
    /// else the key's own character.
    public let characters: String
    /// The modifier keys reported with the press (see `EventModifiers`).
    public let modifiers: EventModifiers

    /// A press of `key`; `characters` defaults to the key's character.
    /// (Not in SwiftUI, whose presses come only from the system: the app
    /// layer makes them from terminal keys.)
    package init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
                 phase: KeyPress.Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The key's character, its modifiers and phase, for debugging.
    public var description: String {
        "KeyPress(key: \(key.character.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined()), "
            + "characters: \(characters.debugDescription), modifiers: \(modifiers.rawValue), phase: \(phase.rawValue))"
    }

    /// The phases of a key press an action can ask for.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates a set from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down: the only phase a terminal reports.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held: in a terminal repeats arrive as `.down`.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up: never reported by a terminal.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an action did with a key press.
    public enum Result: Hashable, Sendable {
        /// The action handled the press: it goes no further.
        case handled
        /// The action ignored the press: the next handler gets it (KEY1).
        case ignored
    }
}
