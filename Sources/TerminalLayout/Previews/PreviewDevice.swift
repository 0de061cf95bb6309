/// A device to preview on, by its name (`"iPhone 15 Pro"`), as in SwiftUI
/// (PRV1: kept with the preview; a terminal's size is the window's).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// Creates a device from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from its name written as a string literal.
    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}
