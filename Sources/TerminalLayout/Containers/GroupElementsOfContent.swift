/// The content of a `Group` made from another view's subviews
/// (`Group(subviews:transform:)`, SwiftUI iOS 18): what the transform
/// returns for that view's ``SubviewsCollection``.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// `GroupElementsOfContent` has no body: it resolves the transform's view.
    public var body: Never { preconditionFailure("GroupElementsOfContent is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let staged = SubviewSource.stage(subviews, context, sections: false)
        let view = transform(SubviewsCollection(staged.subviews))
        context.resolve(view, context.appending(.type(ObjectIdentifier(Self.self))), into: &elements)
    }
}

extension Group {
    /// Creates a group from the subviews of `view`: `transform` gets them
    /// as a ``SubviewsCollection`` and returns the group's content.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     HStack { ForEach(subviews.prefix(3)) { $0.border(.gray) } }
    ///     if subviews.count > 3 { Text("and \(subviews.count - 3) more") }
    /// }
    /// ```
    public init<Base: View, Result: View>(subviews view: Base,
                                          @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init(resolved: GroupElementsOfContent(subviews: view, transform: transform))
    }
}
