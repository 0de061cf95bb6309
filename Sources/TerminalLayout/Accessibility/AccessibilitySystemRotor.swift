/// A rotor assistive technology has of its own, as in SwiftUI
/// (`accessibilityRotor(_:entries:)` with one replaces its entries).
public struct AccessibilitySystemRotor: Sendable {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// Links.
    public static var links: AccessibilitySystemRotor { .init("links") }
    /// Links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(visited ? "visitedLinks" : "unvisitedLinks") }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { .init("headings") }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { .init("headings\(level.rawValue)") }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { .init("boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { .init("italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { .init("underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { .init("misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { .init("images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { .init("textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { .init("tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { .init("lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { .init("landmarks") }
}
