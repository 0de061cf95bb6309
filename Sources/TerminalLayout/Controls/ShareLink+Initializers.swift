import Foundation

// SwiftUI's initialisers of `ShareLink` (SHR1): items with previews, one item with a
// preview, URLs and strings — each with the default label, a label view, or a title
// (`LocalizedStringKey`, a string, a `Text`) with the share icon.

/// The label of a titled ``ShareLink``: the title and the share icon, as in SwiftUI.
public typealias _ShareLinkTitledLabel = Label<Text, Image>

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `items`, each previewed by `preview`, labelled `⇪ Share`.
    public init(items: Data, subject: Text? = nil,
                message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }

    /// A link sharing `item`, previewed by `preview`, labelled `⇪ Share`.
    public init<I: Transferable>(item: I, subject: Text? = nil,
                message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel())
    }

    /// A link sharing the URLs `items`, labelled `⇪ Share`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// A link sharing the strings `items`, labelled `⇪ Share`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// A link sharing the URL `item`, labelled `⇪ Share`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// A link sharing the string `item`, labelled `⇪ Share`.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
}

extension ShareLink {
    /// A link sharing `items`, each previewed by `preview`, labelled by the view `label` makes.
    public init(items: Data, subject: Text? = nil,
                message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    /// A link sharing `item`, previewed by `preview`, labelled by the view `label` makes.
    public init<I: Transferable>(item: I, subject: Text? = nil,
                message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    /// A link sharing the URLs `items`, labelled by the view `label` makes.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing the strings `items`, labelled by the view `label` makes.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where Data.Element == String, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing the URL `item`, labelled by the view `label` makes.
    public init(item: URL, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing the string `item`, labelled by the view `label` makes.
    public init(item: String, subject: Text? = nil, message: Text? = nil,
                @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where Label == _ShareLinkTitledLabel {
    /// A link titled by the key's text sharing `items`, each previewed by `preview`.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil,
                message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview,
                  label: Label { Text(titleKey) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the key's text sharing `item`, previewed by `preview`.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil,
                message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: Label { Text(titleKey) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the key's text sharing the URLs `items`.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil,
                  label: Label { Text(titleKey) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the key's text sharing the strings `items`.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil,
                  label: Label { Text(titleKey) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the key's text sharing the URL `item`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: Label { Text(titleKey) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the key's text sharing the string `item`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: Label { Text(titleKey) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled `title` sharing `items`, each previewed by `preview`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil,
                message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview,
                  label: Label { Text(title) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled `title` sharing `item`, previewed by `preview`.
    @_disfavoredOverload
    public init<I: Transferable, S: StringProtocol>(_ title: S, item: I, subject: Text? = nil,
                message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: Label { Text(title) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled `title` sharing the URLs `items`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil,
                  label: Label { Text(title) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled `title` sharing the strings `items`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil,
                  label: Label { Text(title) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled `title` sharing the URL `item`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: Label { Text(title) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled `title` sharing the string `item`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: Label { Text(title) } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the text `title` sharing `items`, each previewed by `preview`.
    public init(_ title: Text, items: Data, subject: Text? = nil,
                message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview,
                  label: Label { title } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the text `title` sharing `item`, previewed by `preview`.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil,
                message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: Label { title } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the text `title` sharing the URLs `items`.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil,
                  label: Label { title } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the text `title` sharing the strings `items`.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: items, subject: subject, message: message, preview: nil,
                  label: Label { title } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the text `title` sharing the URL `item`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: Label { title } icon: { Image(systemName: "square.and.arrow.up") })
    }

    /// A link titled by the text `title` sharing the string `item`.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: Label { title } icon: { Image(systemName: "square.and.arrow.up") })
    }
}
