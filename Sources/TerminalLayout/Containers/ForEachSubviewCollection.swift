/// The data of a `ForEach` over another view's subviews
/// (`ForEach(subviews:content:)`, SwiftUI iOS 18).
///
/// Its subviews are known once the view is resolved, where the `ForEach`
/// is: as a collection it is empty until then — a `ForEach` made with it
/// resolves the view first and then makes one view per subview.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// 0: the subviews are known once resolved.
    public var endIndex: Int { 0 }
    /// Never called: the collection is empty.
    public subscript(index: Int) -> Subview { preconditionFailure("ForEachSubviewCollection is empty until resolved") }
}

extension ForEach {
    /// Makes a view for each subview of `view`, in view order.
    ///
    /// ```swift
    /// VStack {
    ///     ForEach(subviews: content) { subview in
    ///         subview.padding(1).border(.gray)
    ///     }
    /// }
    /// ```
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        // `Group(subviews: view) { ForEach($0, content: content) }`, resolved where this is.
        let group = GroupElementsOfContent(subviews: view) { subviews in
            ForEach<SubviewsCollection, Subview.ID, Content>(subviews, id: \.id, unique: true, content: content)
        }
        self.init(ForEachSubviewCollection(), id: \.id, unique: true, content: content)
        resolveDeferred = { context, elements in group._resolve(context, into: &elements) }
    }
}
