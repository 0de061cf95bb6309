import Foundation

/// UIKit's bar styles.
public enum UIBarStyle: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// A black bar.
    case black = 1
}
