extension Image {
    /// A catalogue image labelled `label` for accessibility: as
    /// `Image(_:bundle:)` — the placeholder `□`, or a symbol name's glyph.
    /// A terminal has no accessibility tree, so the label changes nothing
    /// (A11Y1, IMG4).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// An unlabelled, decorative catalogue image: drawn as `Image(_:bundle:)`
    /// (being left out by assistive technology changes nothing in cells; IMG4).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// An SF Symbol drawn for a variable value (0…1): the symbol's glyph —
    /// a glyph has no parts to fill by degrees, so the value changes
    /// nothing (IMG4).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// A catalogue image for a variable value: as `Image(_:bundle:)` (IMG4).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A catalogue image for a variable value, labelled `label`: as
    /// `Image(_:bundle:)` (IMG4).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// A decorative catalogue image for a variable value: as
    /// `Image(_:bundle:)` (IMG4).
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image of a resource (iOS 17's generated asset symbols,
    /// `Image(.logo)`): as `Image(_:bundle:)` with the resource's name (IMG4).
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
