/// What a share sheet shows of the items shared, as in SwiftUI (SHR1): a terminal's share
/// sheet shows the title; the image and icon are kept for the type's sake, not drawn.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Sunset", image: photo.image))
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title the sheet shows.
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `title` with `image` and `icon` (either may be `nil`).
    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// A preview titled by the key's text, with `image` and `icon`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// A preview titled `title`, with `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// A preview titled by the text `title`, with `image` and `icon`.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled by the key's text.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }

    /// A preview titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }

    /// A preview titled by the text `title`.
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    /// A preview titled by the key's text, with `image`.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }

    /// A preview titled `title`, with `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }

    /// A preview titled by the text `title`, with `image`.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    /// A preview titled by the key's text, with `icon`.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }

    /// A preview titled `title`, with `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }

    /// A preview titled by the text `title`, with `icon`.
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}
