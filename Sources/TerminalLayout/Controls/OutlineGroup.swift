/// A tree of rows whose branches disclose their children, as SwiftUI's `OutlineGroup`
/// (DSC1).
///
/// ```swift
/// OutlineGroup(files, children: \.children) { file in
///     Text(file.name)
/// }
/// ```
///
/// Each element is a row made by `content`; an element whose `children` are not `nil` is a
/// ``DisclosureGroup`` (collapsed at first: `▸`, focusable, Return or → expands it) whose
/// content is an outline group of those children, indented two columns per level. An empty
/// children collection is still a branch (it expands to nothing), as in SwiftUI. Given one
/// root element (`OutlineGroup(root, children: \.children)`), the outline is that element's
/// row.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    /// The elements, or `nil` for an outline of one root.
    let data: Data?
    /// The root of an outline of one element.
    let root: Data.Element?
    let id: KeyPath<Data.Element, ID>
    let row: (Data.Element) -> AnyView

    @ViewBuilder
    public var body: some View {
        if let root {
            row(root)
        } else if let data {
            ForEach(data, id: id) { element in row(element) }
        }
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// An outline of `data`, each element's branch its `children`, identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.data = data
        root = nil
        self.id = id
        row = Self.row(id: id, children: children, content: content)
    }

    /// An outline of one `root` element and its `children`, identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        data = nil
        self.root = root
        self.id = id
        row = Self.row(id: id, children: children, content: content)
    }

    /// An outline of one identifiable `root` element and its `children`.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element, ID == DataElement.ID {
        self.init(root, id: \.id, children: children, content: content)
    }

    /// An element's row: its view, or — with children — a disclosure group of the outline of
    /// them labelled by its view.
    private static func row(id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                            content: @escaping (Data.Element) -> Leaf) -> (Data.Element) -> AnyView {
        { element in
            guard let branch = element[keyPath: children] else { return AnyView(content(element)) }
            return AnyView(DisclosureGroup {
                OutlineSubgroupChildren(AnyView(
                    OutlineGroup<Data, ID, Leaf, Leaf, Subgroup>(branch, id: id, children: children, content: content)))
            } label: {
                content(element)
            })
        }
    }

    /// An outline of identifiable `data`, each element's branch its `children`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element, ID == DataElement.ID {
        self.init(data, id: \.id, children: children, content: content)
    }
}

/// The children of a branch of an ``OutlineGroup``: the outline group of its elements.
nonisolated public struct OutlineSubgroupChildren: View {
    let content: AnyView

    init(_ content: AnyView) {
        self.content = content
    }

    public var body: some View { content }
}
