/// SwiftUI's underscored custom-container API from before iOS 18:
/// `_VariadicView.Tree(root) { content }` hands the content's subviews to
/// `root.body(children:)` (rule CC2 in `docs/LAYOUT-RULES.md`).
///
/// Many published SwiftUI packages use it where `Group(subviews:)` is not
/// available; here it is the same machinery as `Group(subviews:transform:)`
/// (CC1), so it compiles and lays out unchanged:
///
/// ```swift
/// struct Divided: _VariadicView.MultiViewRoot {
///     @ViewBuilder func body(children: _VariadicView.Children) -> some View {
///         let last = children.last?.id
///         ForEach(children) { child in
///             child
///             if child.id != last { Divider() }
///         }
///     }
/// }
/// VStack { _VariadicView.Tree(Divided()) { Text("a"); Text("b") } }
///
///   a
///   ─
///   b
/// ```
public enum _VariadicView {
    /// A root and the content whose subviews it arranges.
    public typealias Root = _VariadicView_Root
    /// A root that makes views of the children (`body(children:)`).
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// A root whose tree is one view.
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// A root whose tree is as many views as its body makes.
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
    /// The subviews of a tree's content.
    public typealias Children = _VariadicView_Children

    /// The content's subviews arranged by a root: a view when the root is a
    /// ``_VariadicView/ViewRoot``.
    public struct Tree<Root: _VariadicView_Root, Content> {
        /// What arranges the subviews.
        public var root: Root
        /// The content whose subviews the root gets.
        public var content: Content

        /// A tree of `content`'s subviews arranged by `root`.
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        /// A tree of `content`'s subviews arranged by `root`.
        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }
}

nonisolated extension _VariadicView.Tree: View, PrimitiveView where Root: _VariadicView_ViewRoot, Content: View {
    /// A tree has no body: it resolves its root's body of the children.
    public var body: Never { preconditionFailure("_VariadicView.Tree is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let staged = SubviewSource.stage(content, context, sections: false)
        let children = _VariadicView_Children(staged.subviews)
        // `body(children:)` is main-actor code, as a view's body (ISO1).
        let view = assumingMainActor((root, children)) { $0.0.body(children: $0.1) }
        context.resolve(view, context.appending(.type(ObjectIdentifier(Self.self))), into: &elements)
    }
}
