/// A list of a tree (`List(_:children:rowContent:)`): its rows are an ``OutlineGroup`` of the
/// data, branches disclosing their children (DSC1), as in SwiftUI (LIST1).
extension List where SelectionValue == Never {
    /// A list of the tree `data` makes: each identifiable element a row, those with
    /// `children` branches that disclose them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                    DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the tree `data` makes, its elements identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
