/// What kind of text a view holds, as in SwiftUI
/// (`accessibilityTextContentType(_:)`), for how assistive technology reads it.
public struct AccessibilityTextContentType: Hashable, Sendable {
    private let kind: UInt8
    /// Text with no particular type.
    public static let plain = AccessibilityTextContentType(kind: 0)
    /// The text of a console.
    public static let console = AccessibilityTextContentType(kind: 1)
    /// Names of files and folders.
    public static let fileSystem = AccessibilityTextContentType(kind: 2)
    /// The text of messages.
    public static let messaging = AccessibilityTextContentType(kind: 3)
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(kind: 4)
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(kind: 5)
    /// The cells of a spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(kind: 6)
    /// A word-processing document.
    public static let wordProcessing = AccessibilityTextContentType(kind: 7)
}
