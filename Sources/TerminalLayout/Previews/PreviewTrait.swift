import Foundation

/// A customisation of a preview, such as its layout or orientation, as in
/// SwiftUI (PRV1). Traits are kept with the ``Preview``; none changes the
/// layout of the previewed view in a terminal.
public struct PreviewTrait<T>: Sendable {
    /// What the trait says, by kind.
    public let _value: _Value

    /// Internal: what a preview trait says.
    public enum _Value: Equatable, Sendable {
        case defaultLayout
        case sizeThatFitsLayout
        case fixedLayout(width: Double, height: Double)
        case orientation(InterfaceOrientation)
    }

    init(_ value: _Value) {
        self._value = value
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in the device's layout (in a terminal: the window's size).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.defaultLayout) }

    /// The preview at the size its view fits.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.sizeThatFitsLayout) }

    /// The preview in a container of a fixed size, in points (cells).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.fixedLayout(width: Double(width), height: Double(height)))
    }

    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device on its side, its top edge on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device on its side, its top edge on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}
