/// A key a view can respond to with `onKeyPress`, as in SwiftUI: a
/// character (`"a"`, `"+"`) or one of the named keys.
///
/// ```swift
/// Text("Count").onKeyPress(.upArrow) { count += 1; return .handled }
/// Text("Quit").onKeyPress("q") { dismiss(); return .handled }
/// ```
///
/// The named keys hold the characters SwiftUI (AppKit) gives them — the
/// arrows, `home`, `end`, `pageUp`, `pageDown`, `deleteForward` and
/// `clear` are Unicode private-use characters (`U+F700`…), `return` is
/// `"\r"`, `delete` (backspace) is `"\u{7F}"` — so comparing with `==`
/// or putting them in a `Set` works as it does there. A terminal sends
/// every key the app layer maps to one of these (see the README's
/// "Keys and focus"); `clear` is never sent.
public struct KeyEquivalent: Hashable, Sendable {
    /// The character the key stands for.
    public var character: Character

    /// Creates a key equivalent from a character.
    public init(_ character: Character) {
        self.character = character
    }

    /// Arrow up (`U+F700`).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Arrow down (`U+F701`).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Arrow left (`U+F702`).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Arrow right (`U+F703`).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (`U+001B`).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete — the backspace key (`U+007F`).
    public static let delete = KeyEquivalent("\u{7F}")
    /// Forward delete (`U+F728`).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (`U+F729`).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (`U+F72B`).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (`U+F72C`).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (`U+F72D`).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (`U+F739`); terminals have no such key, so it never arrives.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (`U+0009`); Shift-Tab is `.tab` with `.shift` in the modifiers.
    public static let tab = KeyEquivalent("\t")
    /// Space (`U+0020`).
    public static let space = KeyEquivalent(" ")
    /// Return, and keypad Enter (`U+000D`).
    public static let `return` = KeyEquivalent("\r")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Creates a key equivalent from a character literal: `onKeyPress("q")`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }
}
