extension Text {
    /// A text showing the string `resource` resolves to (LOC1).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with the string `titleResource` resolves to and a symbol (LOC1).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(String(localized: titleResource), systemImage: name)
    }
}
