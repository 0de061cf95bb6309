/// The visual size available to a view in one direction, as in SwiftUI:
/// compact or regular.
///
/// SwiftUI sets it from the device and window; layout code stores one to
/// choose an arrangement (`sizeClass == .compact ? vertical : horizontal`).
/// TerminalLayout never sets one itself: a terminal program decides, for
/// example compact below 80 columns.
public enum UserInterfaceSizeClass: CaseIterable, Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}
