/// How big a sheet is (iOS 18), for `presentationSizing(_:)`: accepted; a sheet fills the
/// window here (PRS1, PLAT2).
public struct PresentationSizing: Hashable, Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = PresentationSizing(name: "automatic")
    /// A form-sized sheet.
    public static let form = PresentationSizing(name: "form")
    /// A page-sized sheet.
    public static let page = PresentationSizing(name: "page")
    /// A sheet sized to its content.
    public static let fitted = PresentationSizing(name: "fitted")

    /// This sizing, sized to its content on the given axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { self }
    /// This sizing, stick to the given edges.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing { self }
}
