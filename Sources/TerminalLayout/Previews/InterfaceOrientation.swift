/// The orientation of the interface from the user's perspective, as in
/// SwiftUI (PRV1: a terminal has one orientation; previews keep the value).
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's identifier.
    public let id: String

    /// The device upright, its top at the top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device on its side, its top on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device on its side, its top on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
