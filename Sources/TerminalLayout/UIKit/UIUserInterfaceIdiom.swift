/// UIKit's kinds of interface (UIK1): what `UIDevice.current.userInterfaceIdiom` says the
/// app runs on — here `.mac`, a computer's window driven by a keyboard.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// An iPhone's.
    case phone = 0
    /// An iPad's.
    case pad = 1
    /// An Apple TV's.
    case tv = 2
    /// CarPlay's.
    case carPlay = 3
    /// A Mac's: a computer's windows (a terminal's).
    case mac = 5
    /// Apple Vision's.
    case vision = 6
}
