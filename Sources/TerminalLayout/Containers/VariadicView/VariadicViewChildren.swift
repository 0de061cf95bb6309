/// The subviews of a ``_VariadicView/Tree``'s content, in view order: a
/// random-access collection of ``_VariadicView_Children/Element``s and a
/// view that places them all (rule CC2).
nonisolated public struct _VariadicView_Children: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    init(_ subviews: [Subview]) { self.subviews = subviews }

    /// The position of the first child.
    public var startIndex: Int { 0 }
    /// The position after the last child.
    public var endIndex: Int { subviews.count }
    /// The child at `index`.
    public subscript(index: Int) -> Element { Element(subview: subviews[index]) }

    /// `_VariadicView_Children` has no body: it places its children.
    public var body: Never { preconditionFailure("_VariadicView_Children is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        for subview in subviews { subview._resolve(context, into: &elements) }
    }
}

extension _VariadicView_Children {
    /// One child: a view that places the subview it stands for (keeping its
    /// identity and state, CC1), its identity, and its traits.
    nonisolated public struct Element: View, Identifiable, PrimitiveView {
        let subview: Subview

        /// The child's identity, stable while its view keeps its identity in
        /// the content.
        public var id: AnyHashable { AnyHashable(subview.id) }

        /// The identity the child's view was given with `id(_:)` or by a
        /// `ForEach`, if it is an `ID`.
        public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
            subview.explicitID?.base as? ID
        }

        /// The value the child's view set for `key` with `_trait(_:_:)`
        /// (or as a container or layout value of the same key type), or
        /// the key's default.
        public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            var value = Trait.defaultValue
            subview.containerValues.table.read(ObjectIdentifier(key), into: &value)
            return value
        }

        /// `Element` has no body: it places the subview it stands for.
        public var body: Never { preconditionFailure("_VariadicView_Children.Element is a primitive view") }

        /// Resolves this primitive view into nodes (see `View._makeNodes`).
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
            view._resolve(inputs.context, into: &outputs.elements)
        }

        func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
            subview._resolve(context, into: &elements)
        }
    }
}
