/// The names the custom-container initialisers had in the first iOS 18 betas, which the
/// WWDC24 sample code and articles written then use: each is the initialiser it was renamed
/// to (CC1).
extension Group {
    /// `Group(subviews:transform:)` by its first name.
    public init<Base: View, Result: View>(subviewsOf view: Base,
                                          @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }

    /// `Group(sections:transform:)` by its first name.
    public init<Base: View, Result: View>(sectionsOf view: Base,
                                          @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init(sections: view, transform: transform)
    }
}

extension ForEach {
    /// `ForEach(subviews:content:)` by its first name.
    public init<V: View>(subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(subviews: view, content: content)
    }

    /// `ForEach(sections:content:)` by its first name.
    public init<V: View>(sectionOf view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(sections: view, content: content)
    }
}
