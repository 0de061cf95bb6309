/// A shape style that fills with an image, tiled (SwiftUI's `ImagePaint`). A cell holds one
/// colour, not a picture, so it is drawn as the colour the image's glyph is drawn in — the
/// foreground style (STYLE1, IMG1).
public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat

    /// A paint of `image`'s `sourceRect` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The foreground colour, which the image's glyph is drawn in (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        environment.resolved.foregroundColor ?? .primary
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint of `image`, tiled (STYLE1: drawn as the foreground colour).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
