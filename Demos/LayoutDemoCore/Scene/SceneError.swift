/// Why a scene file cannot be used: the JSON path of the bad value and
/// what is wrong with it, e.g.
/// `$.root.children[2].spacing: expected a number or null, got "wide"`.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The JSON path of the offending value (`$` is the document).
    public let path: String
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, on one line, with control characters (from the
    /// file's own text) written as `\u{1b}` escapes, never raw.
    public var description: String {
        escapingControlCharacters("\(path): \(message)")
    }
}
