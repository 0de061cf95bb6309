import Foundation

/// UIKit's interface style: light or dark, as code reads it from a trait collection or sets
/// it on a window or controller, `overrideUserInterfaceStyle = .dark` (UIK2).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: the system's.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
}
