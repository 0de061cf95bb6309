/// What arranges the subviews of a ``_VariadicView/Tree`` (SwiftUI's
/// underscored custom-container API, rule CC2).
public protocol _VariadicView_Root {
    /// How SwiftUI flattens the content (kept for source compatibility;
    /// every option flattens as `Group(subviews:)` does here).
    static var _viewListOptions: Int { get }
}

extension _VariadicView_Root {
    /// No options.
    public static var _viewListOptions: Int { 0 }
}

/// A root that makes a view of its tree's children.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The view the root makes.
    associatedtype Body: View

    /// The view made of `children`, the subviews of the tree's content in
    /// order.
    @ViewBuilder @MainActor @preconcurrency
    func body(children: _VariadicView.Children) -> Body
}

/// A root whose tree counts as one view where SwiftUI asks (here its body's
/// views are placed as they are, as for ``_VariadicView_MultiViewRoot``: a
/// body of one container is one view either way).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose tree is as many views as its body makes: a `VStack`
/// around the tree gets each of them as a subview.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}
