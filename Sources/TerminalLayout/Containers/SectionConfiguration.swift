/// One section of a custom container's content, as SwiftUI (iOS 18) hands
/// it to `Group(sections:transform:)` and `ForEach(sections:content:)`:
/// the subviews of its header, content and footer.
///
/// Each top-level `Section` of the content is one; the views outside any
/// section form sections of their own (one for each run of them), without
/// a header or footer.
///
/// ```swift
/// VStack(alignment: .leading) {
///     ForEach(sections: content) { section in
///         section.header.bold()
///         ForEach(section.content) { $0.padding(.leading, 2) }
///         section.footer
///     }
/// }
/// ```
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its first subview's, or its position when it has none.
    public struct ID: Hashable {
        let first: Subview.ID?
        let ordinal: Int
        init(first: Subview.ID?, ordinal: Int) {
            self.first = first
            // A section with views is known by its first; an empty one by where it is.
            self.ordinal = first == nil ? ordinal : 0
        }
    }

    /// The section's identity.
    public let id: ID
    /// The values set on the section with `containerValue(_:_:)` (the
    /// values every one of its views carries).
    public let containerValues: ContainerValues
    /// The subviews of the section's header.
    public let header: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
    /// The subviews of the section's footer.
    public let footer: SubviewsCollection
}

/// The sections of a custom container's content, in view order
/// (`Group(sections:transform:)`).
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    /// The position of the first section.
    public var startIndex: Int { 0 }
    /// The position after the last section.
    public var endIndex: Int { sections.count }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The content of a `Group` made from another view's sections
/// (`Group(sections:transform:)`): what the transform returns for them.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    /// `GroupSectionsOfContent` has no body: it resolves the transform's view.
    public var body: Never { preconditionFailure("GroupSectionsOfContent is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let staged = SubviewSource.stage(sections, context, sections: true)
        let view = transform(SectionCollection(sections: SubviewSource.sections(of: staged.subviews, staged.sections)))
        context.resolve(view, context.appending(.type(ObjectIdentifier(Self.self))), into: &elements)
    }
}

extension Group {
    /// Creates a group from the sections of `view`: `transform` gets them
    /// as a ``SectionCollection`` and returns the group's content.
    public init<Base: View, Result: View>(sections view: Base,
                                          @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init(resolved: GroupSectionsOfContent(sections: view, transform: transform))
    }
}

/// The data of a `ForEach` over another view's sections
/// (`ForEach(sections:content:)`): empty until that view is resolved, where
/// the `ForEach` is.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// 0: the sections are known once resolved.
    public var endIndex: Int { 0 }
    /// Never called: the collection is empty.
    public subscript(index: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection is empty until resolved")
    }
}

extension ForEach {
    /// Makes a view for each section of `view`, in view order.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        // `Group(sections: view) { ForEach($0, content: content) }`, resolved where this is.
        let group = GroupSectionsOfContent(sections: view) { sections in
            ForEach<SectionCollection, SectionConfiguration.ID, Content>(sections, id: \.id, unique: true, content: content)
        }
        self.init(ForEachSectionCollection(), id: \.id, unique: true, content: content)
        resolveDeferred = { context, elements in group._resolve(context, into: &elements) }
    }
}
