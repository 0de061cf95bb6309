/// An image resource: a name in a bundle's asset catalogue, as SwiftUI's
/// (`DeveloperToolsSupport`, iOS 17), for `Image(_: ImageResource)`,
/// `Label(_:image:)` and `Button(_:image:action:)`.
///
/// Xcode generates one static member per asset (`extension ImageResource
/// { static let logo = ImageResource(name: "logo", bundle: .main) }`);
/// code declares them itself here. A terminal has no asset catalogue: the
/// image shows what `Image(_ name:)` shows for the name (IMG4).
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    let name: String
    /// The bundle that would hold the asset.
    let bundle: Bundle

    /// The resource named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
