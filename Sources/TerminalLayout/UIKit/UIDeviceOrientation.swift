/// UIKit's orientations of a device (UIK1): `UIDevice.current.orientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// Not known (before `beginGeneratingDeviceOrientationNotifications()`).
    case unknown = 0
    /// Upright, taller than wide.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, wider than tall, its top to the left.
    case landscapeLeft = 3
    /// On its side, its top to the right.
    case landscapeRight = 4
    /// Lying face up.
    case faceUp = 5
    /// Lying face down.
    case faceDown = 6

    /// Whether it is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take it: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
