import Foundation

/// The text attribute keys UIKit adds to Foundation's (UIK1), for code that passes them to
/// UIKit's appearance proxies (`setTitleTextAttributes([.foregroundColor: …], for:)`) or
/// builds an `NSAttributedString` with them: the same names as UIKit's.
extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's underline style (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The text's strikethrough style (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A link (a `URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
}
